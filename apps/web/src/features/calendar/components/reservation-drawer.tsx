import CloseIcon from '@mui/icons-material/Close';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { telUrl, whatsappUrl } from '@sari/domain/contact-links';
import { formatDate, formatDuration, formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { RESERVATION_STATUSES } from '@sari/domain/reservation-status';
import { formatTime12h, SLOT_MINUTES, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import type { CalendarSpecialist, DayRow } from '../api/calendar-keys';
import { useClientBalance } from '../api/get-client-balance';
import { useClientVisits } from '../api/get-client-visits';
import { type ReservationDetail, useReservation } from '../api/get-reservation';
import type { CalendarSite } from '../api/get-site';
import { AdvancePanel } from './advance-panel';

type MoveChange = { specialistId?: number; time?: string; duration?: number };

// One service of the reservation with the keyboard-usable move: specialist, time, duration.
function ServiceMove({
  service,
  row,
  specialists,
  canChange,
  onMove,
}: {
  service: ReservationDetail['service_reservation_service'][number];
  row: DayRow | undefined;
  specialists: CalendarSpecialist[];
  canChange: boolean;
  onMove: (row: DayRow, change: MoveChange) => void;
  refusal?: StatusRefusal | null;
  onDismissRefusal?: () => void;
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

// A status change the server refused with something to do first (a paid visit: its refund).
export type StatusRefusal = { reservationId: number; message: string };

// The reservation drawer: client and balance, visits, services with products, notes, status,
// WhatsApp with a prefilled message, the move form and "Cobrar" (hands over to checkout).
export function ReservationDrawer({
  reservationId,
  site,
  specialists,
  rows,
  canChange,
  onClose,
  onStatus,
  onMove,
  refusal = null,
  onDismissRefusal,
  canRecordAdvance = false,
}: {
  reservationId: number;
  site: CalendarSite;
  specialists: CalendarSpecialist[];
  rows: DayRow[];
  canChange: boolean;
  onClose: () => void;
  onStatus: (row: DayRow, status: string) => void;
  onMove: (row: DayRow, change: MoveChange) => void;
  refusal?: StatusRefusal | null;
  onDismissRefusal?: () => void;
  canRecordAdvance?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reservation = useReservation(reservationId);
  const data = reservation.data;
  const clientId = data?.client_id?.id ?? null;
  const balance = useClientBalance(clientId).data;
  const visits = useClientVisits(clientId).data ?? [];
  const rowsOf = rows.filter((row) => row.service_reservation_id.id === reservationId);
  const services = [...(data?.service_reservation_service ?? [])].sort((a, b) =>
    a.service_time.localeCompare(b.service_time),
  );
  const firstTime = services[0]?.service_time.slice(0, 5);
  const client = data?.client_id;
  const whatsapp =
    client?.phone && data && firstTime
      ? whatsappUrl(
          client.phone,
          t('calendar.whatsappText', {
            name: client.first_name,
            services: services.map((service) => service.service_id.name).join(', '),
            date: formatLongDate(data.date),
            time: formatTime12h(firstTime),
            place: [site.name, site.address].filter(Boolean).join(', '),
          }),
        )
      : null;
  const status = rowsOf[0]?.service_reservation_id.status ?? data?.status ?? 'confirmada';

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
      data-testid="reservation-drawer"
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: 20, flexGrow: 1 }}>
          {t('calendar.reservation')} #{reservationId}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {!data ? (
        <CenteredSpinner />
      ) : (
        <Stack sx={{ p: 2, gap: 2 }}>
          <Box>
            <Typography sx={{ fontWeight: 700, fontSize: 18 }} data-testid="drawer-client">
              {client ? `${client.first_name} ${client.last_name ?? ''}`.trim() : t('calendar.noClient')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {formatLongDate(data.date)} · {site.name}
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
                      ? t('calendar.balance', { amount: formatMoney(balance) })
                      : balance < 0
                        ? t('calendar.debt', { amount: formatMoney(-balance) })
                        : t('calendar.noBalance')
                  }
                />
              )}
              {data.is_online && <Chip label={t('calendar.online')} />}
            </Stack>
          </Box>
          <TextField
            select
            label={t('calendar.status')}
            value={status}
            disabled={!canChange || rowsOf.length === 0}
            onChange={(event) => rowsOf[0] && onStatus(rowsOf[0], event.target.value)}
            data-testid="drawer-status"
          >
            {RESERVATION_STATUSES.map((item) => (
              <MenuItem key={item} value={item}>
                {t(`status.${item}`)}
              </MenuItem>
            ))}
          </TextField>
          {refusal && (
            <Alert
              severity="warning"
              role="alert"
              onClose={onDismissRefusal}
              data-testid="drawer-paid-refusal"
              action={
                <Button color="inherit" size="small" onClick={() => navigate('/sales/sales')}>
                  {t('calendar.goToRefund')}
                </Button>
              }
            >
              <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{t('calendar.paidNotCancelled')}</Typography>
              {refusal.message}
            </Alert>
          )}
          <Typography sx={{ fontWeight: 700 }}>{t('calendar.services')}</Typography>
          {services.map((service) => (
            <ServiceMove
              key={`${service.id}-${service.service_time}-${service.specialist_id?.id}-${service.duration}`}
              service={service}
              row={rowsOf.find((row) => row.id === service.id)}
              specialists={specialists}
              canChange={canChange}
              onMove={onMove}
            />
          ))}
          {data.notes && (
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t('calendar.notes')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.notes}</Typography>
            </Box>
          )}
          <AdvancePanel reservationId={reservationId} canRecord={canRecordAdvance && !data.is_paid} />
          {data.is_paid ? (
            <Alert severity="success">{t('calendar.paidNote')}</Alert>
          ) : (
            <Button
              variant="contained"
              size="large"
              startIcon={<PaymentsIcon />}
              onClick={() => navigate(`/sales/sales?cobrar=${reservationId}`)}
            >
              {t('calendar.charge')}
            </Button>
          )}
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('calendar.visits')}</Typography>
            {visits.filter((visit) => visit.id !== reservationId).length === 0 ? (
              <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('calendar.noVisits')}</Typography>
            ) : (
              visits
                .filter((visit) => visit.id !== reservationId)
                .map((visit) => (
                  <Typography key={visit.id} sx={{ fontSize: 14 }}>
                    {formatDate(visit.date)} ·{' '}
                    {visit.service_reservation_service.map((s) => s.service_id.name).join(', ')} ·{' '}
                    {t(`status.${visit.status}`)}
                  </Typography>
                ))
            )}
          </Box>
        </Stack>
      )}
    </Drawer>
  );
}
