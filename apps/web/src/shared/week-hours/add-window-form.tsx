import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DAY_END, formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { NewWindow } from './use-week-windows';

const ENDS = [...TIME_SLOTS.slice(1), DAY_END.slice(0, 5)];

// A new working window on one weekday: from, to (after from), add or cancel.
export function AddWindowForm({
  adding,
  onChange,
  onAdd,
  onCancel,
}: {
  adding: NewWindow;
  onChange: (adding: NewWindow) => void;
  onAdd: (adding: NewWindow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('specialists.from')}
        value={adding.start}
        onChange={(event) => onChange({ ...adding, start: event.target.value })}
      >
        {TIME_SLOTS.map((slot) => (
          <MenuItem key={slot} value={slot}>
            {formatTime12h(slot)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('specialists.to')}
        value={adding.end}
        onChange={(event) => onChange({ ...adding, end: event.target.value })}
      >
        {ENDS.filter((slot) => slot > adding.start).map((slot) => (
          <MenuItem key={slot} value={slot}>
            {formatTime12h(slot)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        variant="contained"
        disabled={adding.end <= adding.start}
        onClick={() => onAdd(adding)}
      >
        {t('specialists.addWindow')}
      </Button>
      <Button size="small" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Stack>
  );
}
