import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { telUrl } from '@sari/domain/contact-links';
import { formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { ReservationDetail } from '../../api/get-reservation';

// The drawer's head: the client, the day and site, how to reach the client (phone, WhatsApp with
// the prefilled message), the balance and whether it was booked online.
export function DrawerClient({
  data,
  siteName,
  whatsapp,
  balance,
}: {
  data: ReservationDetail;
  siteName: string;
  whatsapp: string | null;
  balance: number | null | undefined;
}) {
  const { t } = useTranslation();
  const client = data.client_id;
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, fontSize: 18 }} data-testid="drawer-client">
        {client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : t('calendar.noClient')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {formatLongDate(data.date)} · {siteName}
      </Typography>
      {client?.email && <Typography sx={{ fontSize: 14 }}>{client.email}</Typography>}
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {client?.phone && (
          <Button size="small" variant="outlined" startIcon={<PhoneIcon />} href={telUrl(client.phone)}>
            {client.phone}
          </Button>
        )}
        {whatsapp && (
          <Button
            size="small"
            variant="outlined"
            color="success"
            startIcon={<WhatsAppIcon />}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link"
          >
            {t('calendar.whatsapp')}
          </Button>
        )}
        {balance !== undefined && balance !== null && (
          <Chip
            data-testid="drawer-balance"
            color={balance > 0 ? 'success' : balance < 0 ? 'warning' : 'default'}
            label={
              balance > 0
                ? t('calendar.accountBalance', { amount: formatMoney(balance) })
                : balance < 0
                  ? t('calendar.accountDebt', { amount: formatMoney(-balance) })
                  : t('calendar.noBalance')
            }
          />
        )}
        {data.is_online && <Chip label={t('calendar.online')} />}
      </Stack>
    </Box>
  );
}
