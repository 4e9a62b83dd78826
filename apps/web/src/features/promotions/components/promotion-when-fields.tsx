import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DAY_END, formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/date-field';
import type { PromotionForm } from './use-promotion-form';

const END_SLOTS = [...TIME_SLOTS, DAY_END.slice(0, 5)];

// Monday first, as a salon's week reads; the set's bits stay Sunday = 0 (packages/domain).
const WEEK = [1, 2, 3, 4, 5, 6, 0];

// Text for screen readers only (the whole weekday behind its short form).
const READ_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// When the promotion holds: its dates, its hours and its weekdays.
export function PromotionWhenFields({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const { values, set, errors } = form;
  const timeSelect = (label: string, current: string, onPick: (value: string) => void, slots: string[]) => (
    <TextField
      select
      fullWidth
      label={label}
      value={current}
      onChange={(event) => onPick(event.target.value)}
      error={Boolean(errors.times)}
    >
      {slots.map((slot) => (
        <MenuItem key={slot} value={slot}>
          {formatTime12h(slot)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Grid size={{ xs: 6, md: 3 }}>
        <DateField
          fullWidth
          label={t('promotions.dateStart')}
          value={values.dateStart}
          onChange={(day) => set('dateStart', day)}
          error={Boolean(errors.dates)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DateField
          fullWidth
          label={t('promotions.dateEnd')}
          value={values.dateEnd}
          onChange={(day) => set('dateEnd', day)}
          error={Boolean(errors.dates)}
          helperText={errors.dates}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        {timeSelect(
          t('promotions.timeStart'),
          values.timeStart,
          (slot) => set('timeStart', slot),
          TIME_SLOTS,
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        {timeSelect(t('promotions.timeEnd'), values.timeEnd, (slot) => set('timeEnd', slot), END_SLOTS)}
        {errors.times && (
          <Typography color="error" variant="caption">
            {errors.times}
          </Typography>
        )}
      </Grid>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary" id="promotion-weekdays-label" sx={{ mb: 0.5 }}>
          {t('promotions.weekdays')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          value={values.weekdays}
          onChange={(_, days: number[]) => set('weekdays', days)}
          aria-labelledby="promotion-weekdays-label"
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEK.map((day) => (
            // Seen short ("Mar"), read whole ("Martes"): a name that is not the visible text
            // fails WCAG 2.5.3, so the whole name is the button's hidden text, not a label.
            <ToggleButton key={day} value={day}>
              <span aria-hidden="true">{t(`specialists.weekdays.${day}`).slice(0, 3)}</span>
              <Box component="span" sx={READ_ONLY}>
                {t(`specialists.weekdays.${day}`)}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.weekdays && (
          <Typography color="error" variant="caption" sx={{ display: 'block' }}>
            {errors.weekdays}
          </Typography>
        )}
      </Grid>
    </>
  );
}
