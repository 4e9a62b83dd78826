import { wallClock } from '@sari/domain/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { HttpError } from '../../../shared/api/http';
import { useBookOnline } from '../api/book-online';
import { useBookingPage } from '../api/get-booking-page';
import type { Confirmation } from './booking-confirmation';
import { useVisitorForm } from './details-form';
import type { PickedSlot } from './slot-picker';

// The booking flow's state: the company's page, the site, services, specialist and time chosen,
// the step, a refused time, the booking made; moving between steps and the booking itself.
export function useBookingFlow(slug: string, siteParam: number | null, visitor: string | null = null) {
  const { t } = useTranslation();
  const page = useBookingPage(slug);
  const book = useBookOnline();
  const form = useVisitorForm();
  const [chosenSite, setChosenSite] = useState<number | null>(null);
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [specialistId, setSpecialistId] = useState<number | null>(null);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const [step, setStep] = useState(0);
  const [taken, setTaken] = useState<{ message: string; date: string } | null>(null);
  const [booked, setBooked] = useState<Confirmation | null>(null);
  const [giftCardCode, setGiftCardCode] = useState('');

  const data = page.data;
  const siteIds = (data?.sites ?? []).map((site) => site.id);
  const siteId =
    chosenSite ??
    (siteParam !== null && siteIds.includes(siteParam)
      ? siteParam
      : siteIds.length === 1
        ? siteIds[0]
        : null);
  const site = data?.sites.find((candidate) => candidate.id === siteId) ?? null;
  // Priced at the chosen time, or at the site's now before one is chosen (as the salon charges).
  const at = slot ?? (site ? wallClock(site.time_zone) : undefined);
  const specialistName = (id: number) => data?.specialists.find((s) => s.id === id)?.name ?? null;

  const chooseSite = (id: number) => {
    setChosenSite(id);
    setServiceIds([]);
    setSpecialistId(null);
    setSlot(null);
  };
  const chooseServices = (ids: number[]) => {
    setServiceIds(ids);
    setSlot(null);
    const stillOffers = data?.specialists.find((s) => s.id === specialistId);
    if (stillOffers && !ids.every((id) => stillOffers.service_ids.includes(id))) {
      setSpecialistId(null);
    }
  };
  const chooseSpecialist = (id: number | null) => {
    setSpecialistId(id);
    setSlot(null);
  };
  const canContinue =
    step === 0 ? serviceIds.length > 0 && siteId !== null : step === 1 ? slot !== null : true;

  const submit = form.handleSubmit(async (values) => {
    if (!slot || siteId === null || !site || !data) {
      return;
    }
    try {
      const answer = await book.mutateAsync({
        slug,
        site_id: siteId,
        service_ids: serviceIds,
        specialist_id: specialistId,
        date: slot.date,
        time: slot.time,
        first_name: String(values.first_name),
        last_name: String(values.last_name) || undefined,
        phone: String(values.phone),
        email: String(values.email),
        notes: String(values.notes) || undefined,
        privacy_consent: values.privacy_consent === true ? true : (false as never),
        visitor: visitor ?? undefined,
        gift_card_code: giftCardCode.trim() || undefined,
      });
      setBooked({
        ...answer,
        email: String(values.email).trim().toLowerCase(),
        site: site.name,
        address: site.address,
        lines: serviceIds.map((id) => {
          const line = slot.services?.find((service) => service.service_id === id);
          return {
            name: data.services.find((service) => service.id === id)?.name ?? '',
            specialist: line ? specialistName(line.specialist_id) : null,
          };
        }),
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const fields = error instanceof HttpError ? error.errors : [];
      const fieldErrors = fields.filter((e) => (e.extensions as { field?: string })?.field);
      if (error instanceof HttpError && error.status === 400 && fieldErrors.length) {
        for (const problem of fieldErrors) {
          form.setError((problem.extensions as { field: string }).field, { message: problem.message });
        }
        return;
      }
      const reason =
        error instanceof HttpError ? (error.errors[0]?.extensions as { reason?: string })?.reason : '';
      if (error instanceof HttpError && (reason?.startsWith('tarjeta') || reason === 'nada_que_pagar')) {
        // The card was refused: said in place, the time kept.
        pushAlert(httpErrorMessage(error), 'error');
        return;
      }
      if (error instanceof HttpError && (error.status === 409 || error.status === 422)) {
        // The time went (or no longer fits the rules): back to the refreshed free times.
        setTaken({ message: httpErrorMessage(error, t('onlineBooking.taken')), date: slot.date });
        setSlot(null);
        setStep(1);
        return;
      }
      pushAlert(httpErrorMessage(error), 'error');
    }
  });

  const back = () => setStep(step - 1);
  const next = () => {
    if (step < 2) {
      setTaken(null);
      setStep(step + 1);
      window.scrollTo({ top: 0 });
    } else {
      void submit();
    }
  };
  const bookAnother = () => {
    setBooked(null);
    setServiceIds([]);
    setSlot(null);
    setStep(0);
  };

  return {
    page,
    form,
    pending: book.isPending,
    giftCardCode,
    setGiftCardCode,
    siteId,
    site,
    serviceIds,
    specialistId,
    slot,
    setSlot,
    at,
    step,
    taken,
    booked,
    specialistName,
    chooseSite,
    chooseServices,
    chooseSpecialist,
    canContinue,
    submit,
    back,
    next,
    bookAnother,
  };
}
