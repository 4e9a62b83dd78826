import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatTime12h } from '@sari/domain/time-slots';
import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import type { useBookingPage } from '../api/get-booking-page';
import type { ManagedBooking } from '../api/get-public-booking';
import { type PickedSlot, SlotPicker } from './slot-picker';

// The move: a new free time for the same services at the same site, then its confirmation.
export function MoveBookingPanel({
  data,
  page,
  timeZone,
  slot,
  onSlot,
  pending,
  onConfirm,
}: {
  data: ManagedBooking;
  page: ReturnType<typeof useBookingPage>;
  timeZone: string | undefined;
  slot: PickedSlot | null;
  onSlot: (slot: PickedSlot | null) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('onlineBooking.pickNewTime')}
      </Typography>
      {page.isLoading && <CenteredSpinner />}
      {page.isError && <Alert severity="warning">{httpErrorMessage(page.error)}</Alert>}
      {page.data && (
        <SlotPicker
          slug={data.slug}
          site_id={data.site_id}
          service_ids={data.service_ids}
          specialist_id={null}
          timeZone={timeZone ?? DEFAULT_TIME_ZONE}
          maxDays={page.data.rules.max_days}
          value={slot}
          onChange={onSlot}
        />
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={!slot || pending}
        onClick={onConfirm}
        data-testid="confirm-move"
      >
        {slot ? t('onlineBooking.confirmMove', { time: formatTime12h(slot.time) }) : t('onlineBooking.move')}
      </Button>
    </Box>
  );
}
