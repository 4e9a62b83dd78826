import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { ListPagination } from '../../../shared/ui/list-parts';
import { withSort } from '../report-query';
import { ReportTable } from './report-table';
import type { ReportPageState } from './use-report-page';

// recharts is heavy: its chunk loads only when a report with a chart is on screen.
const ReportChart = lazy(() => import('./report-chart').then((module) => ({ default: module.ReportChart })));

// What the report answered, in the chosen view: its chart, its table paged on the server, or
// why there is neither yet (a specialist to choose, an error, the loading).
export function ReportResults({ state }: { state: ReportPageState }) {
  const { t } = useTranslation();
  const { view, needsSpecialist, report, output, chartOutput, query, go, timeZone } = state;
  const pendingLimit = useRef<number | null>(null);
  const showChart = view !== 'table';
  const showTable = view !== 'chart';

  if (needsSpecialist) {
    return (
      <Alert severity="info" data-testid="report-choose-specialist">
        {t('reports.chooseSpecialist')}
      </Alert>
    );
  }
  if (report.isError) {
    return (
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
    );
  }
  if (!output) {
    return (
      <Card data-testid="report-loading">
        <LinearProgress />
        <CardContent>
          <Skeleton variant="rectangular" height={220} sx={{ mb: 2, borderRadius: 1 }} />
          <Skeleton height={32} />
          <Skeleton height={32} />
          <Skeleton height={32} />
        </CardContent>
      </Card>
    );
  }
  return (
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
  );
}
