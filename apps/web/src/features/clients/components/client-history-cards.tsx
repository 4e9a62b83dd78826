import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card';
import type { ClientHistory } from './use-client-detail';

type Props = { history: ClientHistory | undefined };

export function ClientReservationsCard({ history }: Props) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('clients.reservations')} testId="client-reservations">
      {(history?.reservations ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('clients.noReservations')}</Typography>
      ) : (
        <List dense disablePadding>
          {history?.reservations.map((reservation) => (
            <ListItem key={reservation.id} disableGutters sx={{ gap: 1 }}>
              <ListItemText
                primary={`${formatDate(reservation.date)} · ${reservation.service_reservation_service.map((line) => `${formatTime12h(line.service_time)} ${line.service_id.name}`).join(', ')}`}
                secondary={`${reservation.site_id.name} · ${reservation.service_reservation_service.map((line) => line.specialist_id.name).join(', ')}`}
              />
              <Chip size="small" label={t(`status.${reservation.status}`)} />
              {reservation.is_paid && <Chip size="small" color="success" label={t('calendar.paid')} />}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function ClientPurchasesCard({ history }: Props) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('clients.purchases')} testId="client-purchases">
      {(history?.purchases ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('clients.noPurchases')}</Typography>
      ) : (
        <List dense disablePadding>
          {history?.purchases.map((purchase) => (
            <ListItem key={purchase.id} disableGutters sx={{ gap: 1 }}>
              <ListItemText primary={formatDate(purchase.date_created)} secondary={purchase.site_id.name} />
              <Typography sx={{ fontWeight: 600 }}>{formatMoney(purchase.total)}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function ClientRatingsCard({ history }: Props) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('clients.ratings')}>
      {(history?.ratings ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('clients.noRatings')}</Typography>
      ) : (
        <List dense disablePadding>
          {history?.ratings.map((rating) => (
            <ListItem key={rating.date_created} disableGutters>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <StarIcon fontSize="small" sx={{ color: 'overdue.main' }} />
                    <span>{`${rating.service_rating ?? '—'} / ${rating.specialist_rating ?? '—'} · ${rating.specialist_id?.name ?? ''}`}</span>
                  </Stack>
                }
                secondary={rating.comment}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
