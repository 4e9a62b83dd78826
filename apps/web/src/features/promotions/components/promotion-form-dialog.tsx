import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { parseMoney } from '@sari/domain/money';
import { EVERY_WEEKDAY, type Promotion, weekdayList, weekdaySet } from '@sari/domain/promotions';
import { DAY_END, formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { type Site, useSites } from '../../../shared/api/use-sites';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { type PricedService, usePricedServices } from '../api/get-priced-services';
import type { PromotionRow } from '../api/promotion-keys';
import { useSavePromotion } from '../api/save-promotion';
import { PromotionPreview } from './promotion-preview';

const END_SLOTS = [...TIME_SLOTS, DAY_END.slice(0, 5)];
type Errors = Partial<
  Record<'name' | 'dates' | 'times' | 'weekdays' | 'value' | 'sites' | 'services', string>
>;

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

export function PromotionFormDialog({
  promotion,
  today,
  onClose,
}: {
  promotion?: PromotionRow;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const allSites = useSites().data ?? [];
  const services = usePricedServices().data ?? [];
  const specialists = useCatalogOptions('specialist', 'name').data ?? [];
  const save = useSavePromotion();
  const [name, setName] = useState(promotion?.name ?? '');
  const [description, setDescription] = useState(promotion?.description ?? '');
  const [dateStart, setDateStart] = useState(promotion?.date_start ?? today);
  const [dateEnd, setDateEnd] = useState(promotion?.date_end ?? today);
  const [timeStart, setTimeStart] = useState(promotion?.time_start.slice(0, 5) ?? '07:00');
  const [timeEnd, setTimeEnd] = useState(promotion?.time_end.slice(0, 5) ?? '23:59');
  const [weekdays, setWeekdays] = useState<number[]>(weekdayList(promotion?.weekdays ?? EVERY_WEEKDAY));
  const [discountType, setDiscountType] = useState<'%' | 'fixed'>(promotion?.discount_type ?? '%');
  const [value, setValue] = useState(promotion ? String(promotion.discount_value) : '');
  const [status, setStatus] = useState<string>(promotion?.status ?? 'vigente');
  const [specialistId, setSpecialistId] = useState(
    promotion?.specialist_id ? String(promotion.specialist_id.id) : '',
  );
  const [sites, setSites] = useState<Site[]>(promotion?.sites.map((row) => row.site_id) ?? []);
  const [chosen, setChosen] = useState<Pick<PricedService, 'id' | 'name'>[]>(
    promotion?.service.map((row) => row.service_id) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const dirty = useChanged([
    name,
    description,
    dateStart,
    dateEnd,
    timeStart,
    timeEnd,
    weekdays,
    discountType,
    value,
    status,
    specialistId,
    sites,
    chosen,
  ]);
  const amount =
    discountType === '%' ? (/^\d{1,3}$/.test(value.trim()) ? Number(value) : null) : parseMoney(value);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!name.trim()) {
      found.name = t('promotions.nameRequired');
    }
    if (!dateStart || !dateEnd || dateEnd < dateStart) {
      found.dates = t('promotions.datesInvalid');
    }
    if (timeEnd <= timeStart) {
      found.times = t('promotions.timesInvalid');
    }
    if (weekdays.length === 0) {
      found.weekdays = t('promotions.weekdaysRequired');
    }
    if (amount === null || amount <= 0 || (discountType === '%' && amount > 100)) {
      found.value = t(discountType === '%' ? 'promotions.percentInvalid' : 'promotions.fixedInvalid');
    }
    if (sites.length === 0) {
      found.sites = t('promotions.sitesRequired');
    }
    if (chosen.length === 0) {
      found.services = t('promotions.servicesRequired');
    }
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    const payload = {
      name: name.trim(),
      description: description.trim() || null,
      type_element: 'servicio',
      date_start: dateStart,
      date_end: dateEnd,
      time_start: timeStart,
      time_end: timeEnd,
      weekdays: weekdaySet(weekdays),
      discount_type: discountType,
      discount_value: amount,
      status,
      specialist_id: specialistId ? Number(specialistId) : null,
      sites: sites.map((site) => {
        const existing = promotion?.sites.find((row) => row.site_id.id === site.id);
        return existing ? { id: existing.id } : { site_id: site.id };
      }),
      service: chosen.map((service) => {
        const existing = promotion?.service.find((row) => row.service_id.id === service.id);
        return existing ? { id: existing.id } : { service_id: service.id };
      }),
    };
    try {
      await save.mutateAsync({ id: promotion?.id, values: payload });
      pushAlert(t('promotions.saved'), 'success');
      onClose();
    } catch (failure) {
      handleHttpError(failure);
    }
  };

  const preview: Promotion = {
    type_element: 'servicio',
    status,
    date_start: dateStart,
    date_end: dateEnd,
    time_start: timeStart,
    time_end: timeEnd,
    weekdays: weekdaySet(weekdays),
    discount_type: discountType,
    discount_value: amount ?? 0,
    sites: sites.map((site) => ({ site_id: site.id })),
  };
  const timeSelect = (label: string, current: string, set: (value: string) => void, slots: string[]) => (
    <TextField
      select
      fullWidth
      label={label}
      value={current}
      onChange={(event) => set(event.target.value)}
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
    <FormDialog dirty={dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{promotion ? t('promotions.edit') : t('promotions.new')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField
                fullWidth
                required
                autoFocus
                label={t('promotions.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                select
                fullWidth
                label={t('promotions.status')}
                value={status}
                onChange={(event) => setStatus(event.target.value)}
              >
                {['vigente', 'vencido', 'inactiva'].map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`promotions.statuses.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DateField
                fullWidth
                label={t('promotions.dateStart')}
                value={dateStart}
                onChange={(day) => setDateStart(day)}
                error={Boolean(errors.dates)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DateField
                fullWidth
                label={t('promotions.dateEnd')}
                value={dateEnd}
                onChange={(day) => setDateEnd(day)}
                error={Boolean(errors.dates)}
                helperText={errors.dates}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {timeSelect(t('promotions.timeStart'), timeStart, setTimeStart, TIME_SLOTS)}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {timeSelect(t('promotions.timeEnd'), timeEnd, setTimeEnd, END_SLOTS)}
              {errors.times && (
                <Typography color="error" variant="caption">
                  {errors.times}
                </Typography>
              )}
            </Grid>
            <Grid size={12}>
              <Typography
                variant="body2"
                color="text.secondary"
                id="promotion-weekdays-label"
                sx={{ mb: 0.5 }}
              >
                {t('promotions.weekdays')}
              </Typography>
              <ToggleButtonGroup
                size="small"
                value={weekdays}
                onChange={(_, days: number[]) => setWeekdays(days)}
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
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                label={t('promotions.discountType')}
                value={discountType}
                onChange={(event) => setDiscountType(event.target.value as '%' | 'fixed')}
              >
                <MenuItem value="%">{t('catalogs.percent')}</MenuItem>
                <MenuItem value="fixed">{t('catalogs.fixed')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                required
                label={t('promotions.value')}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={Boolean(errors.value)}
                helperText={errors.value}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input:
                    discountType === '%'
                      ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                      : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                label={t('promotions.specialist')}
                value={specialistId}
                onChange={(event) => setSpecialistId(event.target.value)}
                helperText={t('promotions.specialistHelp')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('promotions.anySpecialist')}</MenuItem>
                {specialists.map((option) => (
                  <MenuItem key={option.id} value={String(option.id)}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                multiple
                options={allSites}
                value={sites}
                onChange={(_, next) => setSites(next)}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(option, other) => option.id === other.id}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('promotions.sites')}
                    error={Boolean(errors.sites)}
                    helperText={errors.sites}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                multiple
                options={services}
                value={chosen}
                onChange={(_, next) => setChosen(next)}
                getOptionLabel={(option) => option.name}
                groupBy={(option) => (option as PricedService).service_category_id?.name ?? ''}
                isOptionEqualToValue={(option, other) => option.id === other.id}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('promotions.services')}
                    error={Boolean(errors.services)}
                    helperText={errors.services}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                label={t('promotions.description')}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </Grid>
          </Grid>
          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {t('promotions.preview')}
          </Typography>
          <PromotionPreview
            key={`${dateStart}-${timeStart}-${sites.map((site) => site.id).join()}`}
            promotion={preview}
            serviceIds={chosen.map((service) => service.id)}
            services={services}
            sites={allSites}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
