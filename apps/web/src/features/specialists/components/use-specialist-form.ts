import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import type { FormValues } from '../../../shared/forms/form-fields';
import { useChanged } from '../../../shared/ui/form-dialog';
import { useSaveSpecialist } from '../api/save-specialist';
import type { Specialist } from '../api/specialist-keys';

type Values = FormValues;
export type CommissionRow = { id?: number; categoryId: string; commission: string; type: '%' | 'fixed' };
type Option = { id: number; name: string };

// The specialist form: the fields one schema checks, the sites and services, the commission per
// service category, and the save.
export function useSpecialistForm(specialist: Specialist | undefined, onClose: () => void) {
  const { t } = useTranslation();
  const save = useSaveSpecialist();
  const [sites, setSites] = useState<Site[]>(specialist?.specialist_site.map((link) => link.site_id) ?? []);
  const [services, setServices] = useState<Option[]>(
    specialist?.service_specialist.map((link) => link.service_id) ?? [],
  );
  const [commissions, setCommissions] = useState<CommissionRow[]>(
    specialist?.specialist_commission.map((row) => ({
      id: row.id,
      categoryId: row.service_category_id ? String(row.service_category_id.id) : '',
      commission: String(row.commission),
      type: row.commission_type,
    })) ?? [],
  );
  const [commissionError, setCommissionError] = useState<string | null>(null);
  const listsChanged = useChanged([sites, services, commissions]);
  const optionalText = z.string().trim().max(120);
  const schema = z.object({
    name: z.string().trim().min(1, t('specialists.nameRequired')).max(80),
    last_name: optionalText,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), t('clients.phoneInvalid')),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), t('clients.emailInvalid')),
    document_number: optionalText,
    color_in_reserve: z.string().refine((value) => /^#[0-9A-Fa-f]{6}$/.test(value), t('crud.colorInvalid')),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema.passthrough()) as never,
    defaultValues: {
      name: specialist?.name ?? '',
      last_name: specialist?.last_name ?? '',
      phone: specialist?.phone ?? '',
      email: specialist?.email ?? '',
      document_number: specialist?.document_number ?? '',
      specialty_id: specialist?.specialty_id ? String(specialist.specialty_id.id) : '',
      color_in_reserve: specialist?.color_in_reserve ?? '#5D2784',
      online_booking: specialist?.online_booking ?? true,
      is_active: specialist?.is_active ?? true,
    },
  });
  const errors = form.formState.errors;
  const error = (name: string) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    const bad = commissions.some((row) => {
      const value = Number(row.commission);
      return !row.categoryId || !/^\d{1,9}$/.test(row.commission.trim()) || (row.type === '%' && value > 100);
    });
    const categoriesUsed = commissions.map((row) => row.categoryId);
    if (bad || new Set(categoriesUsed).size !== categoriesUsed.length) {
      setCommissionError(t('specialists.commissionInvalid'));
      return;
    }
    setCommissionError(null);
    const text = (name: string) => String(values[name] ?? '').trim() || null;
    const payload = {
      name: String(values.name).trim(),
      last_name: text('last_name'),
      phone: text('phone'),
      email: text('email'),
      document_number: text('document_number'),
      specialty_id: values.specialty_id ? Number(values.specialty_id) : null,
      color_in_reserve: String(values.color_in_reserve).toUpperCase(),
      online_booking: values.online_booking,
      is_active: values.is_active,
      specialist_site: sites.map((site) => {
        const existing = specialist?.specialist_site.find((link) => link.site_id.id === site.id);
        return existing ? { id: existing.id } : { site_id: site.id };
      }),
      service_specialist: services.map((service) => {
        const existing = specialist?.service_specialist.find((link) => link.service_id.id === service.id);
        return existing ? { id: existing.id } : { service_id: service.id };
      }),
      specialist_commission: commissions.map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        service_category_id: Number(row.categoryId),
        commission: Number(row.commission),
        commission_type: row.type,
      })),
    };
    try {
      await save.mutateAsync({ id: specialist?.id, values: payload });
      pushAlert(t('specialists.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

  return {
    form,
    error,
    submit,
    saving: save.isPending,
    dirty: form.formState.isDirty || listsChanged,
    sites,
    setSites,
    services,
    setServices,
    commissions,
    setCommissions,
    commissionError,
  };
}
