import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportId } from '@sari/contracts/reports';
import { SITE_ALL } from '@sari/domain/constants';
import { formatDate } from '@sari/domain/dates';
import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError, httpErrorMessage } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { ListPagination } from '../../../shared/ui/list-parts';
import { fetchWholeReport } from '../api/fetch-whole-report';
import { useReportSpecialists } from '../api/get-report-specialists';
import { useReport } from '../api/run-report';
import { CSV_TYPE, exportFileName, reportCsv, reportWorkbook, saveFile, XLSX_TYPE } from '../report-export';
import { exportTable } from '../report-format';
import {
  EXPORT_LIMIT,
  isDay,
  monthRange,
  type ReportQuery,
  readReportQuery,
  reportRequest,
  withFilters,
  withSort,
  writeReportQuery,
} from '../report-query';
import { isReportView, REPORT_VIEWS, type ReportView } from '../report-views';
import { ReportTable } from './report-table';

// recharts is heavy: its chunk loads only when a report with a chart is on screen.
const ReportChart = lazy(() => import('./report-chart').then((module) => ({ default: module.ReportChart })));

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
  const reportId = screen.key as ReportId;
  const title = t(screen.title);
  const params = useParams();
  const specialistId = params.id ? Number(params.id) : undefined;
  const tabbed = screen.paths.find((path) => path.includes(':tab'));
  // Participation reports: /…Participation for everyone, /…Participation/{id} for one specialist.
  const withId = screen.paths.find((path) => path.includes(':id'));
  const specialists = useReportSpecialists(Boolean(withId)).data;
  const specialistName = (() => {
    const found = specialists?.find((specialist) => specialist.id === specialistId);
    return found ? `${found.name} ${found.last_name ?? ''}`.trim() : undefined;
  })();
  const navigate = useNavigate();
  const view: ReportView = isReportView(params.tab) ? params.tab : 'general';
  const [search, setSearch] = useSearchParams();
  const sites = useSites();
  const siteList = sites.data ?? [];
  const selectedSite = useSelectedSite();
  const defaultSite = siteList.some((site) => site.id === selectedSite) ? selectedSite : SITE_ALL;
  const zoneOf = (siteId: number) =>
    (siteList.find((site) => site.id === siteId) ?? siteList[0])?.time_zone ?? DEFAULT_TIME_ZONE;
  const query = readReportQuery(search, { ...monthRange(zoneOf(defaultSite)), site: defaultSite });
  const timeZone = zoneOf(query.site);
  const ready = sites.isSuccess || sites.isError;
  // The URL always carries the whole filter: a bookmark or a shared link opens the same report.
  const complete = search.has('from') && search.has('to') && search.has('site');
  useEffect(() => {
    if (ready && !complete) {
      setSearch(writeReportQuery(query), { replace: true });
    }
  }, [ready, complete, query, setSearch]);
  const go = (next: ReportQuery) => setSearch(writeReportQuery(next));

  // One specialist's every line needs the specialist: ask for the choice, not the server's 400.
  const needsSpecialist = reportId === 'specialistDetailedParticipation' && !specialistId;
  const request = reportRequest(reportId, query, { specialistId });
  const report = useReport(request, ready && complete && !needsSpecialist);
  const output = report.data;
  // The chart draws the whole result: when the table shows one page of several, it asks for
  // its own points (same filters and order, one page of up to CHART_LIMIT).
  const chartOwnData = Boolean(output?.chart && output.total_count > output.rows.length);
  const chartReport = useReport(reportRequest(reportId, query, { specialistId, chart: true }), chartOwnData);
  const chartOutput = chartOwnData ? chartReport.data : output;
  const pendingLimit = useRef<number | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const siteName =
    query.site === SITE_ALL
      ? t('common.allSites')
      : (siteList.find((site) => site.id === query.site)?.name ?? String(query.site));
  const range = t('reports.range', { from: formatDate(query.from), to: formatDate(query.to) });

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const whole = await fetchWholeReport(reportRequest(reportId, query, { specialistId, all: true }));
      if (whole.total_count > whole.rows.length) {
        pushAlert(t('reports.exportTooBig', { count: whole.total_count, limit: EXPORT_LIMIT }), 'warning');
      }
      const table = exportTable(whole, timeZone, t('reports.total'));
      const name = exportFileName(title, query.from, query.to, siteName, kind);
      if (kind === 'csv') {
        saveFile(reportCsv(table), name, CSV_TYPE);
      } else {
        saveFile(await reportWorkbook(table, title), name, XLSX_TYPE);
      }
    } catch (error) {
      handleHttpError(error);
    } finally {
      setExporting(null);
    }
  };

  const hasChart = Boolean(output?.chart);
  const views = REPORT_VIEWS.filter((candidate) => candidate !== 'chart' || hasChart || view === 'chart');
  const showChart = view !== 'table';
  const showTable = view !== 'chart';

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
              range,
              siteName,
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
              onClick={() => exportAs(kind)}
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

      {needsSpecialist ? (
        <Alert severity="info" data-testid="report-choose-specialist">
          {t('reports.chooseSpecialist')}
        </Alert>
      ) : report.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => report.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="report-error"
        >
          {httpErrorMessage(report.error, t('reports.error'))}
        </Alert>
      ) : !output ? (
        <Card data-testid="report-loading">
          <LinearProgress />
          <CardContent>
            <Skeleton variant="rectangular" height={220} sx={{ mb: 2, borderRadius: 1 }} />
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={2}>
          {showChart && output.chart && output.rows.length > 0 && (
            <Card>
              <CardContent>
                {chartOutput ? (
                  <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
                    <ReportChart output={chartOutput} timeZone={timeZone} />
                  </Suspense>
                ) : (
                  <Skeleton variant="rectangular" height={300} />
                )}
                {chartOutput && chartOutput.total_count > chartOutput.rows.length && (
                  <Typography variant="caption" color="text.secondary">
                    {t('reports.chartOfFirst', { count: chartOutput.rows.length })}
                  </Typography>
                )}
              </CardContent>
            </Card>
          )}
          {view === 'chart' && !output.chart && <Alert severity="info">{t('reports.noChart')}</Alert>}
          {(showTable || (view === 'chart' && output.rows.length === 0)) && (
            <Card sx={{ minWidth: 0 }} aria-busy={report.isFetching} data-testid="report-table-card">
              {report.isFetching && <LinearProgress data-print="hide" />}
              <ReportTable
                output={output}
                sort={query.sort}
                onSort={(key) => go(withSort(query, key))}
                timeZone={timeZone}
              />
              {output.total_count > 0 && (
                <Box
                  data-print="hide"
                  sx={{
                    // On a phone the page size gives way so the page arrows fit.
                    '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
                    '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
                    '& .MuiTablePagination-input': { display: { xs: 'none', sm: 'inline-flex' } },
                  }}
                >
                  <ListPagination
                    count={output.total_count}
                    page={query.page - 1}
                    pageSize={query.limit}
                    onPage={(page) => {
                      // A new page size arrives first, then the move to the first page.
                      const limit = pendingLimit.current ?? query.limit;
                      pendingLimit.current = null;
                      go({ ...query, limit, page: page + 1 });
                    }}
                    onPageSize={(limit) => {
                      pendingLimit.current = limit;
                    }}
                    labelDisplayedRows={({ from, to, count }) => t('reports.rowsOf', { from, to, count })}
                  />
                </Box>
              )}
            </Card>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'none' }} data-print="only">
            {t('reports.printedAt', { date: formatDate(new Date()) })}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
