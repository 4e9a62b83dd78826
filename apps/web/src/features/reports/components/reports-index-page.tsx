import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useShellNavigation } from '../../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../../shared/session/current-user';
import { LinkCardGrid } from '../../../shared/ui/link-card-grid';

// /reports and /reports/{tab}: the reports of the registry the user may read for their
// business, in cards grouped by section; a section's key as {tab} shows that section alone.
export function ReportsIndexPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const { reportGroups } = useShellNavigation();
  const current = useCurrentUser().data;
  const groups = reportGroups(current?.permissions ?? new Set<string>(), current?.category ?? '');
  const { tab } = useParams();
  const chosen = groups.find((entry) => entry.group === tab)?.group;
  const shown = chosen ? groups.filter((entry) => entry.group === chosen) : groups;
  return (
    <Box>
      <Typography variant="h1">{t(screen.title)}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('reports.indexHelp')}
      </Typography>
      <Tabs
        value={chosen ?? 'all'}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        aria-label={t(screen.title)}
      >
        <Tab value="all" label={t('reports.groups.all')} component={RouterLink} to="/reports" />
        {groups.map((entry) => (
          <Tab
            key={entry.group}
            value={entry.group}
            label={t(`reports.groups.${entry.group}`)}
            component={RouterLink}
            to={`/reports/${entry.group}`}
          />
        ))}
      </Tabs>
      {shown.map((entry) => (
        <Box component="section" key={entry.group} sx={{ mb: 3 }} data-testid={`report-group-${entry.group}`}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {t(`reports.groups.${entry.group}`)}
          </Typography>
          <LinkCardGrid
            columns={{ xs: 12, sm: 6, md: 4, xl: 3 }}
            cards={entry.links.map((link) => ({ ...link, label: t(link.labelKey) }))}
          />
        </Box>
      ))}
    </Box>
  );
}
