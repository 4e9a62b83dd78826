import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingFlow } from './booking-flow';
import { ClaimOffer } from './claim-offer';
import { ManageBooking } from './manage-booking';

const TOKEN = /^\d{1,10}\.[\w-]{32}$/;
const SLUG = /^[a-z0-9-]{1,120}$/;

// A link the page cannot follow: a heading saying what is wrong with it, then what to do.
function LinkNotice({
  title,
  text,
  severity,
}: {
  title: string;
  text: string;
  severity: 'info' | 'warning';
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Alert severity={severity}>{text}</Alert>
    </Stack>
  );
}

// /reservationOnline reads what it shows from the query string (decision 016): a company's
// page (?empresa=&sede=), a booking's own page (?reserva=) or a waitlist offer (?espera=).
export function ReservationOnlinePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reserva = params.get('reserva') ?? '';
  const espera = params.get('espera') ?? '';
  const empresa = params.get('empresa') ?? '';
  const sede = Number(params.get('sede'));
  if (TOKEN.test(reserva)) {
    return <ManageBooking key={reserva} token={reserva} />;
  }
  if (TOKEN.test(espera)) {
    return <ClaimOffer key={espera} token={espera} />;
  }
  if (SLUG.test(empresa)) {
    return (
      <BookingFlow
        key={empresa}
        slug={empresa}
        siteParam={Number.isInteger(sede) && sede > 0 ? sede : null}
      />
    );
  }
  if (reserva || espera) {
    return (
      <LinkNotice
        title={t('onlineBooking.badLinkTitle')}
        text={t('onlineBooking.badLink')}
        severity="warning"
      />
    );
  }
  return (
    <LinkNotice
      title={t('onlineBooking.noCompanyTitle')}
      text={t('onlineBooking.noCompany')}
      severity="info"
    />
  );
}
