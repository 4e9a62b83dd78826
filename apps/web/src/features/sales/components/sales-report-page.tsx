import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays } from '@sari/domain/local-days';
import { formatMoney } from '@sari/domain/money';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSites } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useShellNavigation } from '../../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { EmptyRow } from '../../../shared/ui/list-parts';
import { PageHeader } from '../../../shared/ui/page-header';
import { SectionCard } from '../../../shared/ui/section-card';
import { filterDate } from '../api/get-sales';
import { useSalesSummary } from '../api/get-sales-summary';

type Group = { key: string; label: string; count: number; total: number };

function GroupTable({ title, rows, testId }: { title: string; rows: Group[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title} testId={testId}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('salesReport.name')}</TableCell>
            <TableCell align="right">{t('salesReport.count')}</TableCell>
            <TableCell align="right">{t('sales.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && <EmptyRow colSpan={3} text={t('salesReport.empty')} />}
          {rows.slice(0, 10).map((row) => (
            <TableRow key={row.key}>
              <TableCell>{t(`paymentMethods.${row.key}`, row.label || row.key)}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">{formatMoney(row.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}

// Resumen: the range's totals by day (chart), payment method, specialist, service and product.
export function SalesReportPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { sectionTabs } = useShellNavigation();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  const tabs = screen.menu.kind === 'tab' ? sectionTabs(screen.menu.section, category) : undefined;
  const selected = useSelectedSite();
  const sites = useSites().data ?? [];
  const timeZone =
    sites.find((site) => site.id === selected)?.time_zone ?? sites[0]?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = wallClock(timeZone).date;
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [siteId, setSiteId] = useState(selected);
  // Spec section 1: the filter dates go converted to UTC (the wall-clock day kept).
  const summary = useSalesSummary(siteId, filterDate(from), filterDate(to));
  const data = summary.data;

  return (
    <>
      <PageHeader title={t(screen.title)} tabs={tabs} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            size="small"
            label={t('sales.from')}
            value={from}
            onChange={(day) => day && setFrom(day)}
          />
          <DateField size="small" label={t('sales.to')} value={to} onChange={(day) => day && setTo(day)} />
          <TextField
            select
            size="small"
            label={t('common.site')}
            value={siteId}
            onChange={(event) => setSiteId(Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={0}>{t('common.allSites')}</MenuItem>
            {sites.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      {!data ? (
        <CenteredSpinner />
      ) : (
        <Grid container spacing={2}>
          {[
            [t('salesReport.total'), formatMoney(data.total), 'report-total'],
            [t('salesReport.sales'), String(data.count), 'report-count'],
            [
              t('salesReport.ticket'),
              formatMoney(data.count ? Math.round(data.total / data.count) : 0),
              'report-ticket',
            ],
          ].map(([label, value, testId]) => (
            <Grid key={testId} size={{ xs: 12, sm: 4 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography color="text.secondary">{label}</Typography>
                <Typography variant="h2" data-testid={testId}>
                  {value}
                </Typography>
              </Paper>
            </Grid>
          ))}
          <Grid size={12}>
            <SectionCard title={t('salesReport.byDay')} testId="report-by-day">
              {data.byDay.length === 0 ? (
                <Typography color="text.secondary">{t('salesReport.empty')}</Typography>
              ) : (
                <ResponsiveContainer width="100%" height={260}>
                  <BarChart data={data.byDay} margin={{ left: 8, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="label" tick={{ fontSize: 11 }} />
                    <YAxis
                      tick={{ fontSize: 11 }}
                      width={70}
                      tickFormatter={(value: number) => formatMoney(value)}
                    />
                    <Tooltip formatter={(value) => formatMoney(Number(value))} />
                    <Bar dataKey="total" name={t('salesReport.total')} fill={theme.palette.primary.main} />
                  </BarChart>
                </ResponsiveContainer>
              )}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GroupTable title={t('salesReport.byMethod')} rows={data.byMethod} testId="report-by-method" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GroupTable
              title={t('salesReport.bySpecialist')}
              rows={data.bySpecialist}
              testId="report-by-specialist"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GroupTable title={t('salesReport.byService')} rows={data.byService} testId="report-by-service" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GroupTable title={t('salesReport.byProduct')} rows={data.byProduct} testId="report-by-product" />
          </Grid>
        </Grid>
      )}
    </>
  );
}
