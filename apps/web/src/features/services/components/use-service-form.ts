import { zodResolver } from '@hookform/resolvers/zod';
import { parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import type { FormValues } from '../../../shared/forms/form-fields';
import type { ConsumableOption } from '../api/get-consumable-options';
import type { ResourceKind } from '../api/get-resource-options';
import type { SpecialistOption } from '../api/get-specialist-options';
import { useSaveService } from '../api/save-service';
import type { Service } from '../api/service-keys';

type Values = FormValues;
export type Need = { id?: number; kind: ResourceKind; resourceId: number | null; wholeDuration: boolean };
export type Consumable = { id?: number; product: ConsumableOption | null; amount: string };
export const priceKey = (siteId: number) => `price_${siteId}`;

// The service form: its fields (a price per site among them) checked by one schema, who performs
// it, what it consumes, and the save.
export function useServiceForm(service: Service | undefined, sites: Site[], onClose: () => void) {
  const { t } = useTranslation();
  const save = useSaveService();
  const [specialists, setSpecialists] = useState<SpecialistOption[]>(
    service?.service_specialist.map((link) => link.specialist_id) ?? [],
  );
  const [consumables, setConsumables] = useState<Consumable[]>(
    service?.service_product.map((row) => ({
      id: row.id,
      product: row.product_id,
      amount: String(row.amount),
    })) ?? [],
  );
  const [needs, setNeeds] = useState<Need[]>(
    service?.service_resource_need.map((row) => ({
      id: row.id,
      kind: row.kind,
      resourceId: row.resource_id?.id ?? null,
      wholeDuration: row.whole_duration,
    })) ?? [],
  );
  const [consumableError, setConsumableError] = useState<string | null>(null);
  const money = z.string().refine((value) => {
    if (value.trim() === '') {
      return true;
    }
    const amount = parseMoney(value);
    return amount !== null && amount >= 0 && amount <= 1_000_000_000;
  }, t('services.priceInvalid'));
  const schema = z
    .object({
      name: z.string().trim().min(1, t('services.nameRequired')).max(120),
      duration: z
        .string()
        .refine(
          (value) => /^\d{1,4}$/.test(value.trim()) && Number(value) >= 5 && Number(value) <= 720,
          t('services.durationInvalid'),
        ),
      color: z
        .string()
        .refine((value) => value === '' || /^#[0-9A-Fa-f]{6}$/.test(value), t('crud.colorInvalid')),
      description: z.string().max(1000),
    })
    .extend(Object.fromEntries(sites.map((site) => [priceKey(site.id), money])));
  const initial: Values = {
    name: service?.name ?? '',
    service_category_id: service?.service_category_id ? String(service.service_category_id.id) : '',
    duration: service ? String(service.duration) : '60',
    color: service?.color ?? '',
    description: service?.description ?? '',
    is_active: service?.is_active ?? true,
    online_booking: service?.online_booking ?? true,
    ...Object.fromEntries(
      sites.map((site) => [
        priceKey(site.id),
        String(service?.service_site_price.find((row) => row.site_id === site.id)?.price ?? ''),
      ]),
    ),
  };
  const form = useForm<Values>({
    resolver: zodResolver(schema.passthrough()) as never,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const duration = useWatch({ control: form.control, name: 'duration' });
  const errors = form.formState.errors;
  const error = (name: string) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    const badAmount = consumables.some(
      (row) => !row.product || !/^\d{1,5}$/.test(row.amount.trim()) || Number(row.amount) <= 0,
    );
    if (badAmount) {
      setConsumableError(t('services.consumableInvalid'));
      return;
    }
    setConsumableError(null);
    const payload = {
      name: String(values.name).trim(),
      service_category_id: values.service_category_id ? Number(values.service_category_id) : null,
      duration: Number(values.duration),
      color: String(values.color) || null,
      description: String(values.description).trim() || null,
      is_active: values.is_active,
      online_booking: values.online_booking,
      service_site_price: sites
        .filter((site) => String(values[priceKey(site.id)]).trim() !== '')
        .map((site) => {
          const existing = service?.service_site_price.find((row) => row.site_id === site.id);
          return {
            ...(existing ? { id: existing.id } : {}),
            site_id: site.id,
            price: parseMoney(String(values[priceKey(site.id)])),
          };
        }),
      service_specialist: specialists.map((specialist) => {
        const existing = service?.service_specialist.find((link) => link.specialist_id.id === specialist.id);
        return existing ? { id: existing.id } : { specialist_id: specialist.id };
      }),
      service_product: consumables.map((row) =>
        row.id
          ? { id: row.id, product_id: row.product!.id, amount: Number(row.amount) }
          : { product_id: row.product!.id, amount: Number(row.amount) },
      ),
      service_resource_need: needs.map((need) => ({
        ...(need.id ? { id: need.id } : {}),
        kind: need.kind,
        resource_id: need.resourceId,
        whole_duration: need.wholeDuration,
      })),
    };
    try {
      await save.mutateAsync({ id: service?.id, values: payload });
      pushAlert(t('services.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

  return {
    form,
    duration,
    error,
    submit,
    saving: save.isPending,
    specialists,
    setSpecialists,
    consumables,
    setConsumables,
    consumableError,
    needs,
    setNeeds,
  };
}
