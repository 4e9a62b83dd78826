import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card';
import type { AgendaRow } from '../api/get-agenda';

// The specialist's coming services: when, what, for whom, where and in which state.
export function SpecialistAgendaCard({ rows }: { rows: AgendaRow[] | undefined }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('specialists.agenda')} testId="specialist-agenda">
      {(rows ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('specialists.noAgenda')}</Typography>
      ) : (
        <List dense disablePadding>
          {rows?.map((row) => (
            <ListItem key={row.id} disableGutters>
              <ListItemText
                primary={`${formatDate(row.date)} · ${formatTime12h(row.service_time.slice(0, 5))} · ${row.service_id.name}`}
                secondary={[
                  row.service_reservation_id.client_id
                    ? `${row.service_reservation_id.client_id.first_name} ${row.service_reservation_id.client_id.last_name ?? ''}`.trim()
                    : null,
                  row.service_reservation_id.site_id.name,
                  t(`status.${row.service_reservation_id.status}`),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
