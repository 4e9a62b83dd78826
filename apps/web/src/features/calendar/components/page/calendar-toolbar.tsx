import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SITE_ALL } from '@sari/domain/constants';
import { addDays } from '@sari/domain/local-days';
import { useTranslation } from 'react-i18next';
import { LazyDateField } from '../../../../shared/forms/lazy-date-field';
import { setSelectedSite } from '../../../../shared/session/site-selection';
import { DATE } from '../../calendar-address';
import { ColumnsToggle } from './columns-toggle';
import type { CalendarView } from './use-calendar-view';

// A toolbar button moves to the next line whole rather than breaking its words.
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

// The calendar's toolbar: the site (when "all my sites" is chosen), the day or week moved back
// and forth or picked, day or week, the week's specialist, blocking time and a new booking.
export function CalendarToolbar({
  view,
  canBlock,
  canBook,
  onBlock,
  onBook,
}: {
  view: CalendarView;
  canBlock: boolean;
  canBook: boolean;
  onBlock: () => void;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const { selected, sites, siteId, date, setParam, specialistList, weekSpecialist } = view;
  const week = view.view === 'week';
  const step = week ? 7 : 1;
  return (
    <Stack
      direction="row"
      sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="calendar-toolbar"
    >
      <Typography variant="h1" sx={{ mr: 1 }}>
        {t('calendar.title')}
      </Typography>
      {selected === SITE_ALL && sites.length > 1 && (
        <TextField
          select
          size="small"
          label={t('calendar.pickSite')}
          value={siteId}
          onChange={(event) => setSelectedSite(Number(event.target.value))}
          sx={{ minWidth: 200 }}
          data-testid="calendar-site"
        >
          {sites.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <IconButton
        aria-label={t(week ? 'calendar.previousWeek' : 'calendar.previousDay')}
        onClick={() => setParam({ date: addDays(date, -step) })}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Button variant="outlined" onClick={() => setParam({ date: null })}>
        {t('calendar.today')}
      </Button>
      <IconButton
        aria-label={t(week ? 'calendar.nextWeek' : 'calendar.nextDay')}
        onClick={() => setParam({ date: addDays(date, step) })}
      >
        <ChevronRightIcon />
      </IconButton>
      <LazyDateField
        size="small"
        label={t('calendar.date')}
        value={date}
        onChange={(day) => DATE.test(day) && setParam({ date: day })}
        sx={{ width: 160 }}
      />
      <ColumnsToggle view={view} />
      {!view.isPhone && view.columnsBy === 'specialists' && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view.view}
          onChange={(_event, value) => value && setParam({ view: value === 'week' ? 'week' : null })}
        >
          <ToggleButton value="day">{t('calendar.day')}</ToggleButton>
          <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {week && specialistList.length > 0 && (
        <TextField
          select
          size="small"
          label={t('calendar.specialist')}
          value={weekSpecialist?.id ?? ''}
          onChange={(event) => setParam({ specialist: String(event.target.value) })}
          sx={{ minWidth: 180 }}
        >
          {specialistList.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {canBlock && (
        <Button variant="outlined" startIcon={<BlockIcon />} onClick={onBlock} sx={NO_WRAP}>
          {t('calendar.blockTime')}
        </Button>
      )}
      {canBook && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onBook}
          data-testid="new-booking"
          sx={NO_WRAP}
        >
          {t('calendar.newBooking')}
        </Button>
      )}
    </Stack>
  );
}
