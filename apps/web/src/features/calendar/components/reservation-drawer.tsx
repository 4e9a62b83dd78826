import CloseIcon from '@mui/icons-material/Close';
import PaymentsIcon from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { chargeBlock } from '@sari/domain/reservation-status';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import type { CalendarSpecialist, DayRow } from '../api/calendar-keys';
import type { CalendarSite } from '../api/get-site';
import { AdvancePanel, type AdvanceRights, NO_ADVANCE_RIGHTS } from './advance-panel';
import { DrawerClient } from './drawer/drawer-client';
import { DrawerMessages } from './drawer/drawer-messages';
import { DrawerStatus, type StatusRefusal } from './drawer/drawer-status';
import { DrawerVisits } from './drawer/drawer-visits';
import { type MoveChange, ServiceMove } from './drawer/service-move';
import { ServiceResources } from './drawer/service-resources';
import { useReservationDrawer } from './drawer/use-reservation-drawer';

export type { StatusRefusal } from './drawer/drawer-status';

// The reservation drawer: client and balance, visits, services with products, notes, status,
// WhatsApp with a prefilled message, the messages the client got, the move form and "Cobrar" (hands over to checkout).
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
  advanceRights = NO_ADVANCE_RIGHTS,
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
  advanceRights?: AdvanceRights;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, balance, visits, messages, rowsOf, services, whatsapp, status, resources, planOf } =
    useReservationDrawer({ reservationId, site, rows });

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
          <DrawerClient data={data} siteName={site.name} whatsapp={whatsapp} balance={balance} />
          <DrawerStatus
            status={status}
            disabled={!canChange || rowsOf.length === 0}
            onChange={(value) => rowsOf[0] && onStatus(rowsOf[0], value)}
            refusal={refusal}
            onDismissRefusal={onDismissRefusal}
          />
          <Typography sx={{ fontWeight: 700 }}>{t('calendar.services')}</Typography>
          {services.map((service) => (
            <ServiceMove
              key={`${service.id}-${service.service_time}-${service.specialist_id?.id}-${service.duration}`}
              service={service}
              row={rowsOf.find((row) => row.id === service.id)}
              specialists={specialists}
              canChange={canChange}
              onMove={onMove}
            >
              <ServiceResources
                siteId={site.id}
                service={service}
                row={rowsOf.find((row) => row.id === service.id)}
                rows={rows}
                resources={resources}
                plan={planOf(service.service_id.id)}
                canChange={canChange}
              />
            </ServiceMove>
          ))}
          {data.notes && (
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t('calendar.notes')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.notes}</Typography>
            </Box>
          )}
          <AdvancePanel
            reservationId={reservationId}
            rights={{
              ...advanceRights,
              record: advanceRights.record && !data.is_paid && status !== 'cancelado',
            }}
            cancelled={status === 'cancelado'}
            hasClient={Boolean(data.client_id)}
          />
          {data.is_paid && <Alert severity="success">{t('calendar.paidNote')}</Alert>}
          {/* A cancelled visit is not charged (the checkout refuses it); its advance is settled above. */}
          {chargeBlock({ status, is_paid: data.is_paid }) === null && (
            <Button
              variant="contained"
              size="large"
              startIcon={<PaymentsIcon />}
              onClick={() => navigate(`/sales/sales?cobrar=${reservationId}`)}
            >
              {t('calendar.charge')}
            </Button>
          )}
          <DrawerMessages
            messages={messages}
            confirmedAt={data.client_confirmed_at}
            timeZone={site.time_zone}
            visitDay={data.date.slice(0, 10)}
          />
          <DrawerVisits visits={visits} />
        </Stack>
      )}
    </Drawer>
  );
}
