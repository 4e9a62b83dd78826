import AddIcon from '@mui/icons-material/Add';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { Site } from '../api/use-sites';
import { AddWindowForm } from './add-window-form';
import type { NewWindow, Window } from './use-week-windows';

// One weekday of the week: the site's windows (removable), those at other sites, a day off when
// there are none, and the add button or the form of the window being added.
export function WeekDay({
  weekday,
  windows,
  siteId,
  sites,
  canEdit,
  emptyDay,
  adding,
  onAdding,
  onAdd,
  onRemove,
}: {
  weekday: number;
  windows: Window[];
  siteId: number;
  sites: Site[];
  canEdit: boolean;
  emptyDay?: string;
  adding: NewWindow | null;
  onAdding: (adding: NewWindow | null) => void;
  onAdd: (adding: NewWindow) => void;
  onRemove: (window: Window) => void;
}) {
  const { t } = useTranslation();
  const day = windows
    .filter((window) => window.weekday === weekday && window.site_id === siteId)
    .sort((a, b) => a.start.localeCompare(b.start));
  const elsewhere = windows.filter((window) => window.weekday === weekday && window.site_id !== siteId);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{
        alignItems: { sm: 'center' },
        py: 0.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
      data-testid={`weekday-${weekday}`}
    >
      <Typography sx={{ width: 110, fontWeight: 600 }}>{t(`specialists.weekdays.${weekday}`)}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', flexGrow: 1, gap: 1 }}>
        {day.length === 0 && elsewhere.length === 0 && (
          <Typography color="text.secondary">{emptyDay ?? t('specialists.dayOff')}</Typography>
        )}
        {day.map((window) => (
          <Chip
            key={`${window.start}-${window.end}`}
            color="primary"
            variant="outlined"
            label={`${formatTime12h(window.start)} – ${formatTime12h(window.end)}`}
            onDelete={canEdit ? () => onRemove(window) : undefined}
          />
        ))}
        {elsewhere.map((window) => (
          <Chip
            key={`other-${window.site_id}-${window.start}`}
            size="small"
            label={t('specialists.atOtherSite', {
              site: sites.find((site) => site.id === window.site_id)?.name ?? '',
              from: formatTime12h(window.start),
              to: formatTime12h(window.end),
            })}
          />
        ))}
      </Stack>
      {canEdit && adding?.weekday !== weekday && (
        <IconButton
          aria-label={t('specialists.addWindowOn', { day: t(`specialists.weekdays.${weekday}`) })}
          onClick={() => onAdding({ weekday, start: '09:00', end: '13:00' })}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      )}
      {adding?.weekday === weekday && (
        <AddWindowForm adding={adding} onChange={onAdding} onAdd={onAdd} onCancel={() => onAdding(null)} />
      )}
    </Stack>
  );
}
