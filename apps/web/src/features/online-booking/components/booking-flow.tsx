import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { BookingConfirmation } from './booking-confirmation';
import { offerAt, totalsOf } from './booking-math';
import { BookingSummary } from './booking-summary';
import { CompanyHero } from './company-hero';
import { ServiceStep } from './service-step';
import { TimeStep } from './time-step';
import { useBookingFlow } from './use-booking-flow';
import { useVisitorSignIn } from './use-visitor-sign-in';
import { VisitorSignIn } from './visitor-sign-in';
import { VisitorStep } from './visitor-step';

const STEPS = ['step1', 'step2', 'step3'] as const;

// /reservationOnline?empresa=<slug>[&sede=<id>]: site, services, specialist or anyone, day,
// free time, then the visitor's data; the server books it (or says the time was just taken).
export function BookingFlow({ slug, siteParam }: { slug: string; siteParam: number | null }) {
  const { t } = useTranslation();
  const signIn = useVisitorSignIn(slug);
  const flow = useBookingFlow(slug, siteParam, signIn.visitor);
  const { page, siteId, site, serviceIds, specialistId, slot, at, step, taken, booked } = flow;

  if (page.isLoading) {
    return <CenteredSpinner />;
  }
  if (!page.data) {
    return <Alert severity="warning">{httpErrorMessage(page.error, t('onlineBooking.pageGone'))}</Alert>;
  }
  const data = page.data;
  const offer = offerAt(data, siteId, serviceIds);
  const totals = totalsOf(data, siteId, serviceIds, at);

  if (booked) {
    return (
      <>
        <CompanyHero name={data.company.name} logo={data.company.logo} />
        <BookingConfirmation booked={booked} onAnother={flow.bookAnother} />
      </>
    );
  }

  return (
    <Box sx={{ pb: { xs: 14, md: 0 } }}>
      <CompanyHero
        name={data.company.name}
        logo={data.company.logo}
        subtitle={site?.name ?? t('onlineBooking.bookOnline')}
        address={site?.address}
      />
      <VisitorSignIn signIn={signIn} page={data} />
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
                  onSite={flow.chooseSite}
                  serviceIds={serviceIds}
                  onServices={flow.chooseServices}
                  offered={offer.services}
                />
              )}
              {step === 1 && siteId !== null && site && (
                <TimeStep
                  slug={slug}
                  siteId={siteId}
                  timeZone={site.time_zone}
                  maxDays={data.rules.max_days}
                  serviceIds={serviceIds}
                  specialists={offer.specialists}
                  specialistId={specialistId}
                  onSpecialist={flow.chooseSpecialist}
                  slot={slot}
                  onSlot={flow.setSlot}
                  taken={taken}
                />
              )}
              {step === 2 && (
                <VisitorStep
                  form={flow.form}
                  policyUrl={data.rules.privacy_policy_url}
                  onSubmit={() => void flow.submit()}
                  giftCard={
                    data.rules.gift_cards_online
                      ? { code: flow.giftCardCode, onCode: flow.setGiftCardCode }
                      : null
                  }
                />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <BookingSummary
            totals={totals}
            site={site}
            slot={slot}
            specialist={specialistId === null ? null : flow.specialistName(specialistId)}
            step={step}
            canContinue={flow.canContinue}
            pending={flow.pending}
            onBack={flow.back}
            onNext={flow.next}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
