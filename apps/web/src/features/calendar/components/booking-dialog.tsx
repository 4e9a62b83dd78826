import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '@sari/domain/dates';
import { addDays } from '@sari/domain/local-days';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h, minutesToTime, TIME_SLOTS, timeToMinutes } from '@sari/domain/time-slots';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { HttpError } from '../../../shared/api/http';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type BookingInput, useBookReservation } from '../api/book-reservation';
import type { CalendarSpecialist } from '../api/calendar-keys';
import { useClientBalance } from '../api/get-client-balance';
import { useProductOptions } from '../api/get-products';
import { usePromotions } from '../api/get-promotions';
import { useBookableServices } from '../api/get-services';
import type { CalendarSite } from '../api/get-site';
import { useNextFreeSlot } from '../api/next-free-slot';
import { type ClientOption, useClientSearch } from '../api/search-clients';
import { linePrice, occurrenceCount, serviceOptionLabel } from '../pricing';

export type BookingPreset = { date: string; time?: string; specialistId?: number };

type Line = {
  key: number;
  serviceId: number | null;
  specialistId: number | null;
  // '' = right after the previous service
  time: string;
  products: { id: number; name: string }[];
};

type Clash = { date: string; message: string };

const clientName = (client: ClientOption) => `${client.first_name} ${client.last_name ?? ''}`.trim();

// Booking from an empty slot: a client (search as you type or quick new), one or more services
// each with a specialist and a time (consecutive by default), products, notes, prices with
// promotions, the client's balance, the next free slot and weekly repetition with every clash.
export function BookingDialog({
  site,
  specialists,
  preset,
  today,
  onClose,
}: {
  site: CalendarSite;
  specialists: CalendarSpecialist[];
  preset: BookingPreset;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [date, setDate] = useState(preset.date);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [search, setSearch] = useState('');
  const [newClient, setNewClient] = useState({ first_name: '', last_name: '', phone: '' });
  const [lines, setLines] = useState<Line[]>([
    {
      key: 1,
      serviceId: null,
      specialistId: preset.specialistId ?? null,
      time: preset.time ?? '',
      products: [],
    },
  ]);
  const [notes, setNotes] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [until, setUntil] = useState(addDays(preset.date, 28));
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const [freeNote, setFreeNote] = useState<string | null>(null);
  const clashesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (clashes) {
      clashesRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [clashes]);

  const deferredSearch = useDeferredValue(search);
  const clients = useClientSearch(deferredSearch);
  const services = useBookableServices(site.id).data ?? [];
  const products = useProductOptions(true).data ?? [];
  const promotionsQuery = usePromotions(site.id, date);
  const promotions = promotionsQuery.data ?? [];
  // Spec 8: a promotion load failure goes to the shared handler.
  // A failed load raises the shared error handler through the query cache (spec 8).
  const balance = useClientBalance(mode === 'existing' ? (client?.id ?? null) : null).data;
  const book = useBookReservation(site.id);
  const nextFree = useNextFreeSlot();

  const siteServices = useMemo(
    () => services.filter((service) => service.service_site_price.some((price) => price.site_id === site.id)),
    [services, site.id],
  );
  const serviceOf = (id: number | null) => services.find((service) => service.id === id);

  // Each line's start and price, walking the services in order (consecutive by default).
  const priced = useMemo(() => {
    let cursor = lines[0]?.time ? timeToMinutes(lines[0].time) : null;
    return lines.map((line) => {
      const service = services.find((item) => item.id === line.serviceId);
      const start = line.time ? timeToMinutes(line.time) : cursor;
      cursor = start !== null && service ? start + service.duration : start;
      const sitePrice = service?.service_site_price.find((price) => price.site_id === site.id)?.price ?? 0;
      const price =
        service && start !== null
          ? linePrice({
              sitePrice,
              serviceId: service.id,
              date,
              time: minutesToTime(start),
              siteId: site.id,
              promotions,
            })
          : { total: sitePrice, discounts: [] };
      return { start, service, sitePrice, ...price };
    });
  }, [lines, services, promotions, date, site.id]);
  const occurrences = repeat ? occurrenceCount(date, until, everyWeeks) : 1;
  const total = priced.reduce((sum, line) => sum + line.total, 0);

  const update = (key: number, change: Partial<Line>) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
    setClashes(null);
    setChecked(null);
  };

  const input = (checkOnly: boolean): BookingInput | null => {
    setClashes(null);
    if (lines.some((line) => !line.serviceId) || !lines[0].time) {
      return null;
    }
    return {
      site_id: site.id,
      ...(mode === 'existing'
        ? { client_id: client?.id }
        : {
            new_client: {
              first_name: newClient.first_name,
              last_name: newClient.last_name || undefined,
              phone: newClient.phone,
            },
          }),
      date,
      services: lines.map((line) => ({
        service_id: line.serviceId!,
        specialist_id: line.specialistId,
        time: line.time || undefined,
        products: line.products.map((product) => ({ product_id: product.id, amount: 1 })),
      })),
      notes: notes.trim() || undefined,
      repeat: repeat ? { every_weeks: everyWeeks, until } : undefined,
      check_only: checkOnly,
    } as BookingInput;
  };

  const clashesOf = (error: unknown): Clash[] | null => {
    if (error instanceof HttpError) {
      const extensions = error.errors[0]?.extensions as { clashes?: Clash[] } | undefined;
      if (extensions?.clashes?.length) {
        return extensions.clashes;
      }
    }
    return null;
  };

  const failed = (error: unknown) => {
    const found = clashesOf(error);
    if (found) {
      setClashes(found);
    } else {
      handleHttpError(error);
    }
  };

  const save = (body: BookingInput) =>
    book.mutate(
      { ...body, check_only: false },
      {
        onSuccess: (saved) => {
          pushAlert(
            saved.reservations.length > 1
              ? t('calendar.bookedMany', { count: saved.reservations.length })
              : t('calendar.booked'),
            'success',
          );
          onClose();
        },
        onError: failed,
      },
    );

  // A repeated booking is checked first: every clash is listed before anything is saved.
  const submit = (checkOnly: boolean) => {
    const body = input(true);
    if (!body) {
      return;
    }
    if (!checkOnly && !repeat) {
      save(body);
      return;
    }
    book.mutate(body, {
      onSuccess: (answer) => {
        if (answer.clashes.length > 0) {
          setClashes(answer.clashes);
          return;
        }
        setChecked(answer.reservations.length || occurrences);
        if (!checkOnly) {
          save(body);
        }
      },
      onError: failed,
    });
  };

  const findFree = (line: Line, index: number) => {
    if (!line.serviceId) {
      return;
    }
    nextFree.mutate(
      {
        siteId: site.id,
        serviceId: line.serviceId,
        specialistId: line.specialistId ?? undefined,
        from: date < today ? today : date,
        to: addDays(date < today ? today : date, 30),
      },
      {
        onSuccess: (slot) => {
          if (!slot) {
            setFreeNote(t('calendar.noFreeSlot'));
            return;
          }
          setFreeNote(
            t('calendar.freeSlotFound', { date: formatDate(slot.date), time: formatTime12h(slot.time) }),
          );
          if (index === 0) {
            setDate(slot.date);
          }
          update(line.key, { time: slot.time, specialistId: line.specialistId ?? slot.specialistId ?? null });
        },
        onError: (error) => handleHttpError(error),
      },
    );
  };

  const clientReady =
    mode === 'existing' ? client !== null : newClient.first_name.trim() && newClient.phone.trim().length >= 7;
  const ready = Boolean(clientReady) && lines.every((line) => line.serviceId) && Boolean(lines[0].time);

  // Anything typed or chosen beyond what the slot clicked brought (its day, time, specialist).
  const dirty =
    client !== null ||
    search.trim() !== '' ||
    Object.values(newClient).some((value) => value.trim() !== '') ||
    lines.length > 1 ||
    lines.some((line) => line.serviceId !== null || line.products.length > 0) ||
    notes.trim() !== '' ||
    repeat;

  return (
    <FormDialog
      dirty={dirty}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="booking-title"
    >
      <DialogTitle id="booking-title">{t('calendar.bookingTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={mode}
              onChange={(_event, value) => value && setMode(value)}
            >
              <ToggleButton value="existing">{t('calendar.existingClient')}</ToggleButton>
              <ToggleButton value="new">{t('calendar.newClient')}</ToggleButton>
            </ToggleButtonGroup>
            <DateField
              size="small"
              label={t('calendar.date')}
              value={date}
              onChange={(day) => {
                setDate(day);
                setClashes(null);
              }}
            />
          </Stack>
          {mode === 'existing' ? (
            <Autocomplete
              options={clients.data ?? []}
              value={client}
              onChange={(_event, value) => setClient(value)}
              inputValue={search}
              onInputChange={(_event, value) => setSearch(value)}
              filterOptions={(options) => options}
              getOptionLabel={(option) => `${clientName(option)}${option.phone ? ` · ${option.phone}` : ''}`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              loading={clients.isFetching}
              renderInput={(params) => <TextField {...params} label={t('calendar.searchClient')} />}
            />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label={t('calendar.firstName')}
                value={newClient.first_name}
                onChange={(event) => setNewClient({ ...newClient, first_name: event.target.value })}
                required
                fullWidth
              />
              <TextField
                label={t('calendar.lastName')}
                value={newClient.last_name}
                onChange={(event) => setNewClient({ ...newClient, last_name: event.target.value })}
                fullWidth
              />
              <TextField
                label={t('calendar.phone')}
                value={newClient.phone}
                onChange={(event) => setNewClient({ ...newClient, phone: event.target.value })}
                required
                fullWidth
                type="tel"
              />
            </Stack>
          )}
          {mode === 'existing' && client && balance !== undefined && balance !== null && (
            <Chip
              data-testid="client-balance"
              color={balance > 0 ? 'success' : balance < 0 ? 'warning' : 'default'}
              label={
                balance > 0
                  ? t('calendar.balance', { amount: formatMoney(balance) })
                  : balance < 0
                    ? t('calendar.debt', { amount: formatMoney(-balance) })
                    : t('calendar.noBalance')
              }
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
          <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
            {t('calendar.services')}
          </Typography>
          {lines.map((line, index) => {
            const service = serviceOf(line.serviceId);
            const performers = service
              ? specialists.filter((specialist) =>
                  service.service_specialist.some((item) => item.specialist_id === specialist.id),
                )
              : specialists;
            const price = priced[index];
            return (
              <Paper key={line.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`booking-line-${index}`}>
                <Stack sx={{ gap: 1.5 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
                    <Autocomplete
                      sx={{ flex: 2 }}
                      options={siteServices}
                      value={service ?? null}
                      onChange={(_event, value) =>
                        update(line.key, {
                          serviceId: value?.id ?? null,
                          specialistId:
                            value &&
                            line.specialistId &&
                            !value.service_specialist.some((item) => item.specialist_id === line.specialistId)
                              ? null
                              : line.specialistId,
                        })
                      }
                      getOptionLabel={(option) => serviceOptionLabel(option, site.id)}
                      isOptionEqualToValue={(option, value) => option.id === value.id}
                      renderInput={(params) => (
                        <TextField {...params} label={t('calendar.service')} required />
                      )}
                    />
                    <TextField
                      select
                      sx={{ flex: 1.3 }}
                      label={t('calendar.specialist')}
                      value={line.specialistId ?? 0}
                      onChange={(event) =>
                        update(line.key, { specialistId: Number(event.target.value) || null })
                      }
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
                      onChange={(event) => update(line.key, { time: event.target.value })}
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
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
                  >
                    <Autocomplete
                      multiple
                      sx={{ flex: 2 }}
                      size="small"
                      options={products}
                      value={line.products}
                      onChange={(_event, value) => update(line.key, { products: value })}
                      getOptionLabel={(option) => option.name}
                      isOptionEqualToValue={(option, value) => option.id === value.id}
                      renderInput={(params) => <TextField {...params} label={t('calendar.products')} />}
                    />
                    <Button
                      size="small"
                      startIcon={<EventAvailableIcon />}
                      disabled={!line.serviceId || nextFree.isPending}
                      onClick={() => findFree(line, index)}
                    >
                      {t('calendar.nextFree')}
                    </Button>
                    {lines.length > 1 && (
                      <IconButton
                        aria-label={t('calendar.removeService')}
                        onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </Stack>
                  {service && (
                    <Box sx={{ fontSize: 14 }} data-testid={`line-price-${index}`}>
                      {price.start !== null && (
                        <Typography component="span" sx={{ mr: 2, color: 'text.secondary', fontSize: 14 }}>
                          {formatTime12h(minutesToTime(price.start))} –{' '}
                          {formatTime12h(minutesToTime(Math.min(price.start + service.duration, 1439)))}
                        </Typography>
                      )}
                      {price.discounts.length > 0 && (
                        <Typography
                          component="span"
                          sx={{ textDecoration: 'line-through', mr: 1, fontSize: 14 }}
                        >
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
                          label={t('calendar.promotion', {
                            name: discount.name,
                            amount: formatMoney(discount.value),
                          })}
                        />
                      ))}
                    </Box>
                  )}
                </Stack>
              </Paper>
            );
          })}
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setLines((current) => [
                  ...current,
                  {
                    key: Math.max(...current.map((line) => line.key)) + 1,
                    serviceId: null,
                    specialistId: current[current.length - 1]?.specialistId ?? null,
                    time: '',
                    products: [],
                  },
                ])
              }
            >
              {t('calendar.addService')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Typography sx={{ fontWeight: 700 }} data-testid="booking-total">
              {t('calendar.total')}: {formatMoney(total)}
            </Typography>
          </Stack>
          {freeNote && <Alert severity="info">{freeNote}</Alert>}
          <TextField
            label={t('calendar.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={repeat}
                  onChange={(event) => {
                    setRepeat(event.target.checked);
                    setClashes(null);
                    setChecked(null);
                  }}
                />
              }
              label={t('calendar.repeat')}
            />
            {repeat && (
              <>
                <TextField
                  type="number"
                  size="small"
                  label={t('calendar.everyWeeks')}
                  value={everyWeeks}
                  onChange={(event) =>
                    setEveryWeeks(Math.max(1, Math.min(12, Number(event.target.value) || 1)))
                  }
                  slotProps={{ htmlInput: { min: 1, max: 12 } }}
                  sx={{ width: 190 }}
                />
                <DateField
                  size="small"
                  label={t('calendar.until')}
                  value={until}
                  onChange={(day) => setUntil(day)}
                />
                <Button variant="outlined" disabled={!ready || book.isPending} onClick={() => submit(true)}>
                  {t('calendar.checkDates')}
                </Button>
              </>
            )}
          </Stack>
          {checked !== null && !clashes && (
            <Alert severity="success">{t('calendar.noClashes', { count: checked })}</Alert>
          )}
          {clashes && (
            <Alert severity="error" data-testid="booking-clashes" ref={clashesRef}>
              {t('calendar.clashes')}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {clashes.map((clash) => (
                  <li key={`${clash.date}-${clash.message}`}>
                    {formatDate(clash.date)}: {clash.message}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('calendar.advanceNote')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!ready || book.isPending} onClick={() => submit(false)}>
          {t('calendar.book')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
