import { parseMoney } from '@sari/domain/money';
import { EVERY_WEEKDAY, type Promotion, weekdayList, weekdaySet } from '@sari/domain/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import { useChanged } from '../../../shared/ui/form-dialog';
import type { PricedService } from '../api/get-priced-services';
import type { PromotionRow } from '../api/promotion-keys';
import { useSavePromotion } from '../api/save-promotion';

export type PromotionErrors = Partial<
  Record<'name' | 'dates' | 'times' | 'weekdays' | 'value' | 'sites' | 'services', string>
>;

export type PromotionValues = {
  name: string;
  description: string;
  dateStart: string;
  dateEnd: string;
  timeStart: string;
  timeEnd: string;
  weekdays: number[];
  discountType: '%' | 'fixed';
  value: string;
  status: string;
  specialistId: string;
  sites: Site[];
  chosen: Pick<PricedService, 'id' | 'name'>[];
};

const initialValues = (promotion: PromotionRow | undefined, today: string): PromotionValues => ({
  name: promotion?.name ?? '',
  description: promotion?.description ?? '',
  dateStart: promotion?.date_start ?? today,
  dateEnd: promotion?.date_end ?? today,
  timeStart: promotion?.time_start.slice(0, 5) ?? '07:00',
  timeEnd: promotion?.time_end.slice(0, 5) ?? '23:59',
  weekdays: weekdayList(promotion?.weekdays ?? EVERY_WEEKDAY),
  discountType: promotion?.discount_type ?? '%',
  value: promotion ? String(promotion.discount_value) : '',
  status: promotion?.status ?? 'vigente',
  specialistId: promotion?.specialist_id ? String(promotion.specialist_id.id) : '',
  sites: promotion?.sites.map((row) => row.site_id) ?? [],
  chosen: promotion?.service.map((row) => row.service_id) ?? [],
});

// The promotion form's values, their checks, the preview they make and the save.
export function usePromotionForm(promotion: PromotionRow | undefined, today: string, onClose: () => void) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const [values, setValues] = useState(() => initialValues(promotion, today));
  const set = <K extends keyof PromotionValues>(key: K, next: PromotionValues[K]) =>
    setValues((current) => ({ ...current, [key]: next }));
  const [errors, setErrors] = useState<PromotionErrors>({});
  const dirty = useChanged(values);
  const { name, dateStart, dateEnd, timeStart, timeEnd, weekdays, discountType, value, sites, chosen } =
    values;
  const amount =
    discountType === '%' ? (/^\d{1,3}$/.test(value.trim()) ? Number(value) : null) : parseMoney(value);

  const validate = (): PromotionErrors => {
    const found: PromotionErrors = {};
    if (!name.trim()) {
      found.name = t('promotions.nameRequired');
    }
    if (!dateStart || !dateEnd || dateEnd < dateStart) {
      found.dates = t('promotions.datesInvalid');
    }
    if (timeEnd <= timeStart) {
      found.times = t('promotions.timesInvalid');
    }
    if (weekdays.length === 0) {
      found.weekdays = t('promotions.weekdaysRequired');
    }
    if (amount === null || amount <= 0 || (discountType === '%' && amount > 100)) {
      found.value = t(discountType === '%' ? 'promotions.percentInvalid' : 'promotions.fixedInvalid');
    }
    if (sites.length === 0) {
      found.sites = t('promotions.sitesRequired');
    }
    if (chosen.length === 0) {
      found.services = t('promotions.servicesRequired');
    }
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    const payload = {
      name: name.trim(),
      description: values.description.trim() || null,
      type_element: 'servicio',
      date_start: dateStart,
      date_end: dateEnd,
      time_start: timeStart,
      time_end: timeEnd,
      weekdays: weekdaySet(weekdays),
      discount_type: discountType,
      discount_value: amount,
      status: values.status,
      specialist_id: values.specialistId ? Number(values.specialistId) : null,
      sites: sites.map((site) => {
        const existing = promotion?.sites.find((row) => row.site_id.id === site.id);
        return existing ? { id: existing.id } : { site_id: site.id };
      }),
      service: chosen.map((service) => {
        const existing = promotion?.service.find((row) => row.service_id.id === service.id);
        return existing ? { id: existing.id } : { service_id: service.id };
      }),
    };
    try {
      await save.mutateAsync({ id: promotion?.id, values: payload });
      pushAlert(t('promotions.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  };

  const preview: Promotion = {
    type_element: 'servicio',
    status: values.status,
    date_start: dateStart,
    date_end: dateEnd,
    time_start: timeStart,
    time_end: timeEnd,
    weekdays: weekdaySet(weekdays),
    discount_type: discountType,
    discount_value: amount ?? 0,
    sites: sites.map((site) => ({ site_id: site.id })),
  };

  return { values, set, errors, dirty, submit, saving: save.isPending, preview };
}

export type PromotionForm = ReturnType<typeof usePromotionForm>;
