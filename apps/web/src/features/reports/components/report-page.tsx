import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { REPORT_VIEWS } from '../report-views';
import { ReportFilters } from './report-filters';
import { ReportResults } from './report-results';
import { useReportPage } from './use-report-page';

// Printing shows the report alone: no app bar, menu, filters or buttons.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        'main.MuiBox-root': { marginTop: '0 !important', padding: '0 !important' },
        'body, #root, #root div:has(> main)': { backgroundColor: '#fff !important' },
        '.recharts-tooltip-wrapper, .recharts-tooltip-cursor': { display: 'none !important' },
        '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'avoid' },
        '[data-print="only"]': { display: 'block !important' },
      },
    }}
  />
);

// Every report of the registry: dates and site in the URL, the route's {tab} as the view, a
// table sorted and paged on the server with its totals, the answer's chart, exports and print.
export function ReportPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const state = useReportPage(screen);
  const { title, params, search, view, output, exporting, specialistId, specialistName } = state;
  const tabbed = screen.paths.find((path) => path.includes(':tab'));
  const hasChart = Boolean(output?.chart);
  const views = REPORT_VIEWS.filter((candidate) => candidate !== 'chart' || hasChart || view === 'chart');

  return (
    <Box data-testid="report-page">
      {PRINT_STYLES}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1">{title}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="report-subtitle">
            {[
              state.range,
              state.siteName,
              specialistId ? (specialistName ?? t('reports.specialist', { id: specialistId })) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} data-print="hide">
          {(['csv', 'xlsx'] as const).map((kind) => (
            <Button
              key={kind}
              variant="outlined"
              startIcon={<DownloadIcon />}
              sx={{ flex: { xs: 1, md: 'none' } }}
              disabled={exporting !== null || !output}
              onClick={() => state.exportAs(kind)}
              aria-label={t(kind === 'csv' ? 'reports.exportCsvLabel' : 'reports.exportExcelLabel')}
            >
              {t(kind === 'csv' ? 'reports.exportCsv' : 'reports.exportExcel')}
            </Button>
          ))}
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            sx={{ flex: { xs: 1, md: 'none' } }}
            disabled={!output}
            onClick={() => window.print()}
          >
            {t('reports.print')}
          </Button>
        </Stack>
      </Stack>
      {exporting && <LinearProgress sx={{ mb: 1 }} aria-label={t('reports.exporting')} data-print="hide" />}

      <ReportFilters screen={screen} state={state} />

      {tabbed && (
        <Tabs
          value={view}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          data-print="hide"
        >
          {views.map((candidate) => (
            <Tab
              key={candidate}
              value={candidate}
              label={t(`reports.views.${candidate}`)}
              component={RouterLink}
              to={{
                pathname: generatePath(tabbed, { ...params, tab: candidate }),
                search: search.toString(),
              }}
            />
          ))}
        </Tabs>
      )}

      <ReportResults state={state} />
    </Box>
  );
}
