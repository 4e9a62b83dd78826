import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { colorPair } from '@sari/domain/color';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { NextAppointment } from './api/get-next-appointments';
import { HomePanel } from './home-panel';

// Today's next services: the time in the specialist's colour, the client, the service and who.
export function NextAppointmentsPanel({
  rows,
  loading,
}: {
  rows: NextAppointment[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HomePanel title={t('home.nextAppointments')} loading={loading} testId="next-appointments">
      {(rows ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('home.noAppointments')}</Typography>
      ) : (
        <List dense disablePadding>
          {rows?.map((row) => (
            <ListItem key={row.id} disableGutters>
              <Chip
                size="small"
                label={formatTime12h(row.service_time)}
                sx={{
                  mr: 1.5,
                  minWidth: 78,
                  bgcolor: colorPair(row.specialist_id.color_in_reserve).fill,
                  color: colorPair(row.specialist_id.color_in_reserve).text,
                }}
              />
              <ListItemText
                primary={`${row.service_reservation_id.client_id?.first_name ?? ''} ${row.service_reservation_id.client_id?.last_name ?? ''}`.trim()}
                secondary={`${row.service_id.name} · ${row.specialist_id.name}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomePanel>
  );
}
