import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from './use-calendar-view';

// Columns by specialist or by cabin and machine (decision 057), kept in the address (?by=resources);
// shown only where the site has resources. The resource columns are a day's: choosing them leaves the week.
export function ColumnsToggle({ view }: { view: CalendarView }) {
  const { t } = useTranslation();
  if (view.resourceList.length === 0) {
    return null;
  }
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={t('calendar.columnsBy')}
      value={view.columnsBy}
      data-testid="columns-toggle"
      onChange={(_event, value) =>
        value && view.setParam(value === 'resources' ? { by: 'resources', view: null } : { by: null })
      }
    >
      <ToggleButton value="specialists">{t('calendar.bySpecialists')}</ToggleButton>
      <ToggleButton value="resources">{t('calendar.byResources')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
