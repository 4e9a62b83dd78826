import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SITE_ALL } from '@sari/domain/constants';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { DateField } from '../../../shared/forms/date-field';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { isDay, withFilters } from '../report-query';
import type { ReportPageState } from './use-report-page';

// The report's filters: the dates, the site and, on a participation report, the specialist.
export function ReportFilters({ screen, state }: { screen: ScreenProps['screen']; state: ReportPageState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, go, siteList, withId, specialists, specialistId, search } = state;
  return (
    <Card sx={{ mb: 2 }} data-print="hide">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          component="form"
          aria-label={t('reports.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <DateField
            size="small"
            label={t('reports.from')}
            value={query.from}
            onChange={(day) => isDay(day) && go(withFilters(query, { from: day }))}
            testId="report-from"
            sx={{ minWidth: { sm: 170 } }}
          />
          <DateField
            size="small"
            label={t('reports.to')}
            value={query.to}
            onChange={(day) => isDay(day) && go(withFilters(query, { to: day }))}
            testId="report-to"
            sx={{ minWidth: { sm: 170 } }}
          />
          <TextField
            select
            size="small"
            label={t('reports.site')}
            value={siteList.some((site) => site.id === query.site) ? query.site : SITE_ALL}
            onChange={(event) => go(withFilters(query, { site: Number(event.target.value) }))}
            sx={{ minWidth: { sm: 220 } }}
            data-testid="report-site"
          >
            <MenuItem value={SITE_ALL}>{t('common.allSites')}</MenuItem>
            {siteList.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
          {withId && specialists && (
            <TextField
              select
              size="small"
              label={t('reports.specialistFilter')}
              value={specialists.some((specialist) => specialist.id === specialistId) ? specialistId : 0}
              onChange={(event) => {
                const id = Number(event.target.value);
                const pathname = id
                  ? generatePath(withId, { id: String(id) })
                  : (screen.paths.find((path) => !path.includes(':')) ?? withId);
                navigate({ pathname, search: search.toString() });
              }}
              sx={{ minWidth: { sm: 220 } }}
              data-testid="report-specialist"
            >
              <MenuItem value={0}>{t('reports.allSpecialists')}</MenuItem>
              {specialists.map((specialist) => (
                <MenuItem key={specialist.id} value={specialist.id}>
                  {`${specialist.name} ${specialist.last_name ?? ''}`.trim()}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
