import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h, SLOT_MINUTES, TIME_SLOTS } from '@sari/domain/time-slots';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarSpecialist, DayRow } from '../../api/calendar-keys';
import type { ReservationDetail } from '../../api/get-reservation';

export type MoveChange = { specialistId?: number; time?: string; duration?: number };

// One service of the reservation with the keyboard-usable move: specialist, time, duration.
export function ServiceMove({
  service,
  row,
  specialists,
  canChange,
  onMove,
  children,
}: {
  service: ReservationDetail['service_reservation_service'][number];
  row: DayRow | undefined;
  specialists: CalendarSpecialist[];
  canChange: boolean;
  onMove: (row: DayRow, change: MoveChange) => void;
  // What else the drawer says of this service: its package, its cabin's select.
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const time = service.service_time.slice(0, 5);
  const [specialistId, setSpecialistId] = useState(service.specialist_id?.id ?? 0);
  const [newTime, setNewTime] = useState(time);
  const duration = service.duration ?? service.service_id.duration;
  const [newDuration, setNewDuration] = useState(duration);
  const changed = specialistId !== service.specialist_id?.id || newTime !== time || newDuration !== duration;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`drawer-service-${service.id}`}>
      <Typography sx={{ fontWeight: 700 }}>
        {formatTime12h(time)} · {service.service_id.name}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {service.specialist_id?.name ?? ''} · {formatDuration(duration)}
        {service.price !== null ? ` · ${formatMoney(service.price)}` : ''}
      </Typography>
      {(service.resources ?? []).length > 0 && (
        <Typography sx={{ fontSize: 13 }} data-testid={`drawer-resources-${service.id}`}>
          {t('calendar.resources')}:{' '}
          {(service.resources ?? []).map((hold) => hold.resource_id.name).join(', ')}
        </Typography>
      )}
      {children}
      {service.service_reservation_service_product.length > 0 && (
        <Typography sx={{ fontSize: 13 }}>
          {t('calendar.products')}:{' '}
          {service.service_reservation_service_product
            .map((item) => `${item.product_id.name} × ${item.amount}`)
            .join(', ')}
        </Typography>
      )}
      {canChange && row && (
        <Box sx={{ mt: 1 }}>
          <Typography sx={{ fontSize: 13, fontWeight: 600, mb: 1 }}>{t('calendar.move')}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('calendar.specialist')}
              value={specialistId}
              onChange={(event) => setSpecialistId(Number(event.target.value))}
              sx={{ minWidth: 140 }}
            >
              {specialists.map((specialist) => (
                <MenuItem key={specialist.id} value={specialist.id}>
                  {specialist.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('calendar.time')}
              value={newTime}
              onChange={(event) => setNewTime(event.target.value)}
              sx={{ minWidth: 120 }}
            >
              {(TIME_SLOTS.includes(time) ? TIME_SLOTS : [time, ...TIME_SLOTS]).map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {formatTime12h(slot)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              size="small"
              label={t('calendar.duration')}
              value={newDuration}
              onChange={(event) => setNewDuration(Math.max(5, Number(event.target.value) || 5))}
              helperText={formatDuration(newDuration)}
              slotProps={{ htmlInput: { min: 5, max: 720, step: SLOT_MINUTES } }}
              sx={{ width: 130 }}
            />
            <Button
              variant="outlined"
              disabled={!changed}
              onClick={() =>
                onMove(row, {
                  specialistId: specialistId !== service.specialist_id?.id ? specialistId : undefined,
                  time: newTime !== time ? newTime : undefined,
                  duration: newDuration !== duration ? newDuration : undefined,
                })
              }
            >
              {t('calendar.apply')}
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
