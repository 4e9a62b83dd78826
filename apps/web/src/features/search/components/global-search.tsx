import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SITE_ALL } from '@sari/domain/constants';
import { formatDate, localIsoDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user';
import { setSelectedSite, useSelectedSite } from '../../../shared/session/site-selection';
import { type FoundAppointment, type FoundClient, useSearchEverything } from '../api/search-everything';

export type Found =
  | { kind: 'client'; client: FoundClient }
  | { kind: 'appointment'; appointment: FoundAppointment };

const fullName = (person: { first_name: string; last_name: string | null } | null) =>
  person ? `${person.first_name} ${person.last_name ?? ''}`.trim() : '';

// Where a result leads: a client's page, or an appointment's day on the calendar with its
// drawer open.
export function foundPath(found: Found): string {
  if (found.kind === 'client') {
    return `/client/detail/${found.client.id}`;
  }
  return `/calendar?date=${found.appointment.date}&reservation=${found.appointment.id}`;
}

// An appointment's first service time and services, '10:00 a. m. · Corte, Color'.
export function appointmentLine(appointment: FoundAppointment): string {
  const services = [...appointment.service_reservation_service].sort((a, b) =>
    a.service_time.localeCompare(b.service_time),
  );
  const first = services[0]?.service_time;
  const names = services.map((service) => service.service_id?.name).filter(Boolean);
  return [first ? formatTime12h(first.slice(0, 5)) : null, names.join(', ') || null]
    .filter(Boolean)
    .join(' · ');
}

function SearchBox({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const selected = useSelectedSite();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  // From today on (the browser's day; an appointment of yesterday is history, on the client's page).
  const search = useSearchEverything({
    text: deferred,
    from: localIsoDate(),
    appointments: permissions.has('calendar:read'),
  });
  const options: Found[] =
    deferred.trim().length >= 2
      ? [
          ...(search.data?.clients ?? []).map((client) => ({ kind: 'client' as const, client })),
          ...(search.data?.appointments ?? []).map((appointment) => ({
            kind: 'appointment' as const,
            appointment,
          })),
        ]
      : [];
  const open = (found: Found) => {
    // The calendar shows the appointment's site.
    if (found.kind === 'appointment' && selected !== SITE_ALL && selected !== found.appointment.site_id) {
      setSelectedSite(found.appointment.site_id);
    }
    setText('');
    onDone?.();
    navigate(foundPath(found));
  };
  return (
    <Autocomplete<Found, false, false, false>
      options={options}
      filterOptions={(all) => all}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_event, value) => value && open(value)}
      groupBy={(option) => (option.kind === 'client' ? t('search.clients') : t('search.appointments'))}
      getOptionLabel={(option) =>
        option.kind === 'client' ? fullName(option.client) : fullName(option.appointment.client_id)
      }
      getOptionKey={(option) =>
        `${option.kind}-${option.kind === 'client' ? option.client.id : option.appointment.id}`
      }
      loading={search.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={deferred.trim().length >= 2 ? t('search.nothing') : t('search.typeMore')}
      clearOnBlur={false}
      blurOnSelect
      fullWidth
      data-testid="global-search"
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
            {option.kind === 'client' ? (
              <PersonIcon fontSize="small" color="primary" />
            ) : (
              <EventIcon fontSize="small" color="primary" />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>
                {option.kind === 'client' ? fullName(option.client) : fullName(option.appointment.client_id)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {option.kind === 'client'
                  ? [option.client.phone, option.client.email].filter(Boolean).join(' · ')
                  : `${formatDate(option.appointment.date)} · ${appointmentLine(option.appointment)} · ${t(`status.${option.appointment.status}`)}`}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

// The app bar's search for a client or an appointment, from any screen: a box on a wide screen,
// a button that opens it full width on a phone.
export function GlobalSearch() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const permissions = useCurrentUser().data?.permissions;
  if (!permissions?.has('clients:read')) {
    return null;
  }
  if (!narrow) {
    return (
      <Box sx={{ width: { md: 280, lg: 340 } }}>
        <SearchBox />
      </Box>
    );
  }
  return (
    <>
      <IconButton aria-label={t('search.label')} onClick={() => setOpen(true)} data-testid="open-search">
        <SearchIcon />
      </IconButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        aria-label={t('search.label')}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <DialogContent sx={{ p: 1.5 }}>
          <SearchBox autoFocus onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
