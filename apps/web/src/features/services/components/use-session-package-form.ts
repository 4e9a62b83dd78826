import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import type { FormValues } from '../../../shared/forms/form-fields';
import type { ServiceOption } from '../api/get-service-options';
import { useSaveSessionPackage } from '../api/save-session-package';
import type { SessionPackage } from '../api/session-package-keys';
import { initialPrices, nestedPrices, nestedServices, priceFields } from './prepaid-form-values';

export { priceKey } from './prepaid-form-values';
// The validity's unit field: días, meses or no expiry at all.
export type UnitChoice = 'days' | 'months' | 'none';

// The package form (decision 051): its fields and a price per site checked by one schema, the
// covered services, and the save (services and prices written nested, as the API's aliases).
export function useSessionPackageForm(plan: SessionPackage | undefined, sites: Site[], onClose: () => void) {
  const { t } = useTranslation();
  const save = useSaveSessionPackage();
  const [services, setServices] = useState<ServiceOption[]>(
    plan?.services.map((link) => link.service_id) ?? [],
  );
  const [servicesError, setServicesError] = useState<string | null>(null);
  const whole = (max: number) => (value: string) =>
    /^\d{1,4}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= max;
  const schema = z
    .object({
      name: z.string().trim().min(1, t('sessionPackages.nameRequired')).max(120),
      description: z.string().max(1000),
      sessions: z.string().refine(whole(1000), t('sessionPackages.sessionsInvalid')),
      unit: z.enum(['days', 'months', 'none']),
      validity: z.string(),
    })
    .extend(priceFields(sites, t('sessionPackages.priceInvalid')))
    .refine((values) => values.unit === 'none' || whole(3650)(values.validity), {
      message: t('sessionPackages.validityInvalid'),
      path: ['validity'],
    });
  const initial: FormValues = {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    sessions: plan ? String(plan.sessions) : '10',
    unit: plan ? (plan.validity === null ? 'none' : plan.validity_unit) : 'months',
    validity: plan?.validity ? String(plan.validity) : plan ? '' : '6',
    is_active: plan?.is_active ?? true,
    ...initialPrices(sites, plan),
  };
  const form = useForm<FormValues>({
    resolver: zodResolver(schema.passthrough()) as never,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const unit = useWatch({ control: form.control, name: 'unit' }) as UnitChoice;

  const submit = form.handleSubmit(async (values) => {
    if (services.length === 0) {
      setServicesError(t('sessionPackages.servicesRequired'));
      return;
    }
    setServicesError(null);
    const noExpiry = values.unit === 'none';
    const payload = {
      name: String(values.name).trim(),
      description: String(values.description).trim() || null,
      sessions: Number(values.sessions),
      validity: noExpiry ? null : Number(values.validity),
      validity_unit: noExpiry ? (plan?.validity_unit ?? 'months') : (values.unit as 'days' | 'months'),
      is_active: Boolean(values.is_active),
      services: nestedServices(plan, services),
      prices: nestedPrices(plan, sites, values),
    };
    try {
      await save.mutateAsync({ id: plan?.id, values: payload });
      pushAlert(t('sessionPackages.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

  return { form, unit, submit, saving: save.isPending, services, setServices, servicesError };
}
