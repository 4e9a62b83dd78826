import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { BookingPage } from '../api/get-booking-page';
import type { useVisitorSignIn } from './use-visitor-sign-in';

type SignIn = ReturnType<typeof useVisitorSignIn>;

// "¿Ya eres cliente?": a code to her e-mail, then her packages and gift cards (decision 056).
export function VisitorSignIn({ signIn, page }: { signIn: SignIn; page: BookingPage }) {
  const { t } = useTranslation();
  const { wallet } = signIn;
  return (
    <Card sx={{ borderRadius: 4, mb: 2 }} data-testid="visitor-sign-in">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {signIn.visitor && wallet ? (
          <VisitorWallet signIn={signIn} page={page} />
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="h3">{t('onlineBooking.signIn.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {signIn.challenge ? t('onlineBooking.signIn.codeSent') : t('onlineBooking.signIn.help')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {signIn.challenge ? (
                <TextField
                  size="small"
                  label={t('onlineBooking.signIn.code')}
                  value={signIn.code}
                  onChange={(event) => signIn.setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
                />
              ) : (
                <TextField
                  size="small"
                  label={t('onlineBooking.signIn.contact')}
                  value={signIn.contact}
                  onChange={(event) => signIn.setContact(event.target.value)}
                  sx={{ flex: 1 }}
                />
              )}
              <Button
                variant="contained"
                disabled={
                  signIn.pending ||
                  (signIn.challenge ? signIn.code.length !== 6 : signIn.contact.trim().length < 5)
                }
                onClick={() => void (signIn.challenge ? signIn.prove() : signIn.askCode())}
              >
                {signIn.challenge ? t('onlineBooking.signIn.enter') : t('onlineBooking.signIn.send')}
              </Button>
            </Stack>
            {signIn.problem && <Alert severity="warning">{signIn.problem}</Alert>}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function VisitorWallet({ signIn, page }: { signIn: SignIn; page: BookingPage }) {
  const { t } = useTranslation();
  const wallet = signIn.wallet!;
  const serviceName = (id: number) => page.services.find((service) => service.id === id)?.name;
  const empty = wallet.packages.length === 0 && wallet.gift_cards.length === 0;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h3">{t('onlineBooking.signIn.hello', { name: wallet.first_name })}</Typography>
        <Button size="small" onClick={signIn.signOut}>
          {t('onlineBooking.signIn.signOut')}
        </Button>
      </Stack>
      {empty && <Typography color="text.secondary">{t('onlineBooking.signIn.nothing')}</Typography>}
      {wallet.packages.map((item) => (
        <Typography key={item.id} data-testid="visitor-package">
          {t('onlineBooking.signIn.package', {
            name: item.name,
            left: item.left,
            of: item.of,
            services: item.service_ids.map(serviceName).filter(Boolean).join(', '),
          })}
          {item.expires_on
            ? ` · ${t('onlineBooking.signIn.until', { day: formatDayNumeric(item.expires_on) })}`
            : ''}
        </Typography>
      ))}
      {wallet.gift_cards.map((card) => (
        <Typography key={card.id} data-testid="visitor-gift-card">
          {t('onlineBooking.signIn.giftCard', { end: card.code_end, left: formatMoney(card.left) })}
        </Typography>
      ))}
      {wallet.packages.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('onlineBooking.signIn.packageHint')}
        </Typography>
      )}
    </Stack>
  );
}
