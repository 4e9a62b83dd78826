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
import type { MembershipPlan } from '../api/membership-plan-keys';
import { useSaveMembershipPlan } from '../api/save-membership-plan';
import { initialPrices, nestedPrices, nestedServices, priceFields } from './prepaid-form-values';

const percent = (value: string) =>
  value.trim() === '' || (/^\d{1,3}$/.test(value.trim()) && Number(value) <= 100);
const count = (value: string) =>
  value.trim() === '' || (/^\d{1,4}$/.test(value.trim()) && Number(value) <= 1000);
const numberOrNull = (value: unknown) => (String(value).trim() === '' ? null : Number(value));

// The membership plan form (decision 055): the package form's prices and covered services
// (prepaid-form-values) plus a period and the benefits; at least one benefit, and covered
// services when it includes some. The server's checks stay the authority.
export function useMembershipPlanForm(plan: MembershipPlan | undefined, sites: Site[], onClose: () => void) {
  const { t } = useTranslation();
  const save = useSaveMembershipPlan();
  const [services, setServices] = useState<ServiceOption[]>(
    plan?.services.map((link) => link.service_id) ?? [],
  );
  const [servicesError, setServicesError] = useState<string | null>(null);
  const schema = z
    .object({
      name: z.string().trim().min(1, t('membershipPlans.nameRequired')).max(120),
      description: z.string().max(1000),
      period: z.enum(['monthly', 'quarterly']),
      service_discount: z.string().refine(percent, t('membershipPlans.percentInvalid')),
      product_discount: z.string().refine(percent, t('membershipPlans.percentInvalid')),
      included_services: z.string().refine(count, t('membershipPlans.includedInvalid')),
    })
    .extend(priceFields(sites, t('sessionPackages.priceInvalid')))
    .refine(
      (values) =>
        Number(values.service_discount || 0) > 0 ||
        Number(values.product_discount || 0) > 0 ||
        Number(values.included_services || 0) > 0,
      { message: t('membershipPlans.benefitRequired'), path: ['service_discount'] },
    );
  const initial: FormValues = {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    period: plan?.period ?? 'monthly',
    service_discount: plan?.service_discount ? String(plan.service_discount) : '',
    product_discount: plan?.product_discount ? String(plan.product_discount) : '',
    included_services: plan?.included_services ? String(plan.included_services) : '',
    rolls_over: plan?.rolls_over ?? false,
    is_active: plan?.is_active ?? true,
    ...initialPrices(sites, plan),
  };
  const form = useForm<FormValues>({
    resolver: zodResolver(schema.passthrough()) as never,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const included = Number(useWatch({ control: form.control, name: 'included_services' }) || 0);

  const submit = form.handleSubmit(async (values) => {
    if (Number(values.included_services || 0) > 0 && services.length === 0) {
      setServicesError(t('sessionPackages.servicesRequired'));
      return;
    }
    setServicesError(null);
    const payload = {
      name: String(values.name).trim(),
      description: String(values.description).trim() || null,
      period: values.period as 'monthly' | 'quarterly',
      service_discount: numberOrNull(values.service_discount),
      product_discount: numberOrNull(values.product_discount),
      included_services: Number(values.included_services || 0),
      rolls_over: Boolean(values.rolls_over),
      is_active: Boolean(values.is_active),
      services: nestedServices(plan, services),
      prices: nestedPrices(plan, sites, values),
    };
    try {
      await save.mutateAsync({ id: plan?.id, values: payload });
      pushAlert(t('membershipPlans.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  });

  return { form, included, submit, saving: save.isPending, services, setServices, servicesError };
}
