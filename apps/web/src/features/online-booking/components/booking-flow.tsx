import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { wallClock } from '@sari/domain/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { HttpError } from '../../../shared/api/http';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { useBookOnline } from '../api/book-online';
import { useBookingPage } from '../api/get-booking-page';
import { BookingConfirmation, type Confirmation } from './booking-confirmation';
import { offerAt, totalsOf } from './booking-math';
import { BookingSummary } from './booking-summary';
import { CompanyHero } from './company-hero';
import { DetailsForm, useVisitorForm } from './details-form';
import { ServiceStep } from './service-step';
import { type PickedSlot, SlotPicker } from './slot-picker';

const STEPS = ['step1', 'step2', 'step3'] as const;

// /reservationOnline?empresa=<slug>[&sede=<id>]: site, services, specialist or anyone, day,
// free time, then the visitor's data; the server books it (or says the time was just taken).
export function BookingFlow({ slug, siteParam }: { slug: string; siteParam: number | null }) {
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

  if (page.isLoading) {
    return <CenteredSpinner />;
  }
  if (!page.data) {
    return <Alert severity="warning">{httpErrorMessage(page.error, t('onlineBooking.pageGone'))}</Alert>;
  }
  const data = page.data;
  const siteIds = data.sites.map((site) => site.id);
  const siteId =
    chosenSite ??
    (siteParam !== null && siteIds.includes(siteParam)
      ? siteParam
      : siteIds.length === 1
        ? siteIds[0]
        : null);
  const site = data.sites.find((candidate) => candidate.id === siteId) ?? null;
  const offer = offerAt(data, siteId, serviceIds);
  // Priced at the chosen time, or at the site's now before one is chosen (as the salon charges).
  const at = slot ?? (site ? wallClock(site.time_zone) : undefined);
  const totals = totalsOf(data, siteId, serviceIds, at);
  const specialistName = (id: number) => data.specialists.find((s) => s.id === id)?.name ?? null;

  const chooseSite = (id: number) => {
    setChosenSite(id);
    setServiceIds([]);
    setSpecialistId(null);
    setSlot(null);
  };
  const chooseServices = (ids: number[]) => {
    setServiceIds(ids);
    setSlot(null);
    const stillOffers = data.specialists.find((s) => s.id === specialistId);
    if (stillOffers && !ids.every((id) => stillOffers.service_ids.includes(id))) {
      setSpecialistId(null);
    }
  };
  const canContinue =
    step === 0 ? serviceIds.length > 0 && siteId !== null : step === 1 ? slot !== null : true;

  const submit = form.handleSubmit(async (values) => {
    if (!slot || siteId === null || !site) {
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

  if (booked) {
    return (
      <>
        <CompanyHero name={data.company.name} logo={data.company.logo} />
        <BookingConfirmation
          booked={booked}
          onAnother={() => {
            setBooked(null);
            setServiceIds([]);
            setSlot(null);
            setStep(0);
          }}
        />
      </>
    );
  }

  const summary = (
    <BookingSummary
      totals={totals}
      site={site}
      slot={slot}
      specialist={specialistId === null ? null : specialistName(specialistId)}
      step={step}
      canContinue={canContinue}
      pending={book.isPending}
      onBack={() => setStep(step - 1)}
      onNext={() => {
        if (step < 2) {
          setTaken(null);
          setStep(step + 1);
          window.scrollTo({ top: 0 });
        } else {
          void submit();
        }
      }}
    />
  );

  return (
    <Box sx={{ pb: { xs: 14, md: 0 } }}>
      <CompanyHero
        name={data.company.name}
        logo={data.company.logo}
        subtitle={site?.name ?? t('onlineBooking.bookOnline')}
        address={site?.address}
      />
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
        {STEPS.map((key) => (
          <Step key={key}>
            <StepLabel>{t(`onlineBooking.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card sx={{ borderRadius: 4 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              {step === 0 && (
                <ServiceStep
                  page={data}
                  at={at}
                  siteId={siteId}
                  onSite={chooseSite}
                  serviceIds={serviceIds}
                  onServices={chooseServices}
                  offered={offer.services}
                />
              )}
              {step === 1 && siteId !== null && site && (
                <Stack spacing={2.5}>
                  {taken && (
                    <Alert severity="warning" data-testid="slot-taken">
                      {taken.message}
                    </Alert>
                  )}
                  <Box>
                    <Typography variant="h3" sx={{ mb: 1 }}>
                      {t('onlineBooking.chooseSpecialist')}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {[{ id: null, name: t('onlineBooking.anySpecialist') }, ...offer.specialists].map(
                        (specialist) => (
                          <Chip
                            key={specialist.id ?? 'any'}
                            label={specialist.name}
                            color={specialist.id === specialistId ? 'primary' : 'default'}
                            variant={specialist.id === specialistId ? 'filled' : 'outlined'}
                            onClick={() => {
                              setSpecialistId(specialist.id);
                              setSlot(null);
                            }}
                            sx={{ fontWeight: 600, height: 38, borderRadius: 5, px: 0.5 }}
                          />
                        ),
                      )}
                    </Stack>
                  </Box>
                  <SlotPicker
                    slug={slug}
                    site_id={siteId}
                    service_ids={serviceIds}
                    specialist_id={specialistId}
                    timeZone={site.time_zone}
                    maxDays={data.rules.max_days}
                    value={slot}
                    onChange={setSlot}
                    initialDate={taken?.date}
                  />
                </Stack>
              )}
              {step === 2 && (
                <Stack spacing={2}>
                  <Typography variant="h3">{t('onlineBooking.yourData')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('onlineBooking.emailHelp')}
                  </Typography>
                  <form
                    onSubmit={(event) => {
                      event.preventDefault();
                      void submit();
                    }}
                    noValidate
                  >
                    <DetailsForm form={form} policyUrl={data.rules.privacy_policy_url} />
                  </form>
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{summary}</Grid>
      </Grid>
    </Box>
  );
}
