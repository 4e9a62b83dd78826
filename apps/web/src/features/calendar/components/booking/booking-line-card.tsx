import DeleteIcon from '@mui/icons-material/Delete';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h, minutesToTime, TIME_SLOTS } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { CalendarSpecialist } from '../../api/calendar-keys';
import type { BookingLine } from '../../booking-lines';
import { serviceOptionLabel } from '../../pricing';
import { LineResource } from './line-resource';
import type { BookingForm } from './use-booking-form';

// One service of the booking: the service, who performs it (those who do it), its time (or
// right after the previous one), products, the next free time, and its price with promotions.
export function BookingLineCard({
  form,
  line,
  index,
  siteId,
  specialists,
}: {
  form: BookingForm;
  line: BookingLine;
  index: number;
  siteId: number;
  specialists: CalendarSpecialist[];
}) {
  const { t } = useTranslation();
  const price = form.priced[index];
  const service = price.service;
  const performers = service
    ? specialists.filter((specialist) =>
        service.service_specialist.some((item) => item.specialist_id === specialist.id),
      )
    : specialists;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`booking-line-${index}`}>
      <Stack sx={{ gap: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <Autocomplete
            sx={{ flex: 2 }}
            options={form.siteServices}
            value={service ?? null}
            onChange={(_event, value) =>
              form.update(line.key, {
                serviceId: value?.id ?? null,
                specialistId:
                  value &&
                  line.specialistId &&
                  !value.service_specialist.some((item) => item.specialist_id === line.specialistId)
                    ? null
                    : line.specialistId,
              })
            }
            getOptionLabel={(option) => serviceOptionLabel(option, siteId)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('calendar.service')} required />}
          />
          <TextField
            select
            sx={{ flex: 1.3 }}
            label={t('calendar.specialist')}
            value={line.specialistId ?? 0}
            onChange={(event) => form.update(line.key, { specialistId: Number(event.target.value) || null })}
          >
            <MenuItem value={0}>{t('calendar.anySpecialist')}</MenuItem>
            {performers.map((specialist) => (
              <MenuItem key={specialist.id} value={specialist.id}>
                {specialist.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            sx={{ flex: 1.2 }}
            label={t('calendar.time')}
            value={line.time}
            required={index === 0}
            onChange={(event) => form.update(line.key, { time: event.target.value })}
            slotProps={{
              select: { displayEmpty: index > 0 },
              inputLabel: { shrink: index > 0 || Boolean(line.time) },
            }}
          >
            {index > 0 && <MenuItem value="">{t('calendar.afterPrevious')}</MenuItem>}
            {TIME_SLOTS.map((slot) => (
              <MenuItem key={slot} value={slot}>
                {formatTime12h(slot)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
          <Autocomplete
            multiple
            sx={{ flex: 2 }}
            size="small"
            options={form.products}
            value={line.products}
            onChange={(_event, value) => form.update(line.key, { products: value })}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('calendar.products')} />}
          />
          <Button
            size="small"
            startIcon={<EventAvailableIcon />}
            disabled={!line.serviceId || form.nextFree.finding}
            onClick={() => form.nextFree.findFree(line, index)}
          >
            {t('calendar.nextFree')}
          </Button>
          {form.lines.length > 1 && (
            <IconButton aria-label={t('calendar.removeService')} onClick={() => form.removeLine(line.key)}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <LineResource form={form} line={line} index={index} />
        {service && (
          <Box sx={{ fontSize: 14 }} data-testid={`line-price-${index}`}>
            {price.start !== null && (
              <Typography component="span" sx={{ mr: 2, color: 'text.secondary', fontSize: 14 }}>
                {formatTime12h(minutesToTime(price.start))} –{' '}
                {formatTime12h(minutesToTime(Math.min(price.start + service.duration, 1439)))}
              </Typography>
            )}
            {price.discounts.length > 0 && (
              <Typography component="span" sx={{ textDecoration: 'line-through', mr: 1, fontSize: 14 }}>
                {formatMoney(price.sitePrice)}
              </Typography>
            )}
            <strong>{formatMoney(price.total)}</strong>
            {price.discounts.map((discount) => (
              <Chip
                key={discount.id}
                size="small"
                color="secondary"
                sx={{ ml: 1 }}
                label={t('calendar.promotion', { name: discount.name, amount: formatMoney(-discount.value) })}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
