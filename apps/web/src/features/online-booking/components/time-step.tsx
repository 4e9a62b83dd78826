import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingPage } from '../api/get-booking-page';
import { type PickedSlot, SlotPicker } from './slot-picker';

// Step 2: a refused time's warning, the specialist (or anyone) and a free time.
export function TimeStep({
  slug,
  siteId,
  timeZone,
  maxDays,
  serviceIds,
  specialists,
  specialistId,
  onSpecialist,
  slot,
  onSlot,
  taken,
}: {
  slug: string;
  siteId: number;
  timeZone: string;
  maxDays: number;
  serviceIds: number[];
  specialists: BookingPage['specialists'];
  specialistId: number | null;
  onSpecialist: (id: number | null) => void;
  slot: PickedSlot | null;
  onSlot: (slot: PickedSlot | null) => void;
  taken: { message: string; date: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      {taken && (
        <Alert severity="warning" data-testid="slot-taken">
          {taken.message}
        </Alert>
      )}
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('onlineBooking.chooseSpecialist')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {[{ id: null, name: t('onlineBooking.anySpecialist') }, ...specialists].map((specialist) => (
            <Chip
              key={specialist.id ?? 'any'}
              label={specialist.name}
              color={specialist.id === specialistId ? 'primary' : 'default'}
              variant={specialist.id === specialistId ? 'filled' : 'outlined'}
              onClick={() => onSpecialist(specialist.id)}
              sx={{ fontWeight: 600, height: 38, borderRadius: 5, px: 0.5 }}
            />
          ))}
        </Stack>
      </Box>
      <SlotPicker
        slug={slug}
        site_id={siteId}
        service_ids={serviceIds}
        specialist_id={specialistId}
        timeZone={timeZone}
        maxDays={maxDays}
        value={slot}
        onChange={onSlot}
        initialDate={taken?.date}
      />
    </Stack>
  );
}
