import PaymentsIcon from '@mui/icons-material/Payments';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, localIsoDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { DateField } from '../../../shared/forms/date-field';
import { PAYSLIP_PATH, payRoute } from '../../../shared/navigation/pay-params';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PageHeader } from '../../../shared/ui/page-header';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePayslip } from '../api/get-payslip';
import { usePayslipLines } from '../api/get-payslip-lines';
import { useSpecialistOptions } from '../api/get-specialist-options';
import { payslipPdfUrl } from '../api/payslip-pdf-url';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// /reports/specialist/specialistPayslip: a specialist's payslip for a period (kept in the URL),
// every line, the PDF, and paying it out of a site's open drawer through the pay screen
// /cashDrawer/pay/pago-... with the specialist, which marks the period paid (decision 015).
export function PayslipPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const siteId = useSelectedSite();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const today = localIsoDate();
  const from = DAY.test(search.get('from') ?? '') ? search.get('from')! : `${today.slice(0, 8)}01`;
  const to = DAY.test(search.get('to') ?? '') ? search.get('to')! : today;
  const specialistId = Number(search.get('specialist')) || 0;
  const specialists = useSpecialistOptions();
  const navigate = useNavigate();
  const chosen = specialists.data?.find((option) => option.id === specialistId);
  const specialistLabel = chosen ? `${chosen.name} ${chosen.last_name ?? ''}`.trim() : '';
  const params = { specialistId, from, to, siteId };
  const ready = specialistId > 0 && from <= to;
  const payslip = usePayslip(params, ready);
  const lines = usePayslipLines(params, ready);

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    if (!next.get('from')) {
      next.set('from', from);
    }
    if (!next.get('to')) {
      next.set('to', to);
    }
    setSearch(next, { replace: true });
  };
  const data = payslip.data;
  const totals = data?.totals;
  const canPay = permissions.has('cash_drawer:create');

  return (
    <Box>
      <PageHeader title={t('reportNames.specialistPayslip')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
        <TextField
          select
          label={t('specialistPay.specialist')}
          value={specialistId || ''}
          onChange={(event) => change('specialist', String(event.target.value))}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'payslip-specialist' } }}
        >
          {(specialists.data ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {`${option.name} ${option.last_name ?? ''}`.trim()}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          <DateField
            label={t('specialistPay.from')}
            value={from}
            onChange={(day) => DAY.test(day) && change('from', day)}
            testId="payslip-from"
            sx={{ flex: 1 }}
          />
          <DateField
            label={t('specialistPay.to')}
            value={to}
            onChange={(day) => DAY.test(day) && change('to', day)}
            testId="payslip-to"
            sx={{ flex: 1 }}
          />
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            disabled={!ready}
            onClick={() => window.open(payslipPdfUrl(params), '_blank', 'noopener')}
            data-testid="payslip-pdf"
          >
            {t('specialistPay.pdf')}
          </Button>
          {canPay && (
            <Button
              variant="contained"
              startIcon={<PaymentsIcon />}
              disabled={!totals || totals.total <= 0 || (data?.payments.length ?? 0) > 0}
              onClick={() =>
                navigate(
                  payRoute({
                    action: 'pago',
                    concept: t('specialistPay.payConcept', {
                      name: specialistLabel,
                      from: formatDate(from),
                      to: formatDate(to),
                    }),
                    total: totals?.total ?? 0,
                    pathredirect: `${PAYSLIP_PATH}?${search.toString()}`,
                    idspecialist: specialistId,
                  }),
                )
              }
              data-testid="payslip-pay"
            >
              {t('specialistPay.pay')}
            </Button>
          )}
        </Stack>
      </Stack>

      {!ready && <Alert severity="info">{t('specialistPay.chooseSpecialist')}</Alert>}
      {ready && payslip.isLoading && <CenteredSpinner />}
      {ready && payslip.error && <Alert severity="error">{httpErrorMessage(payslip.error)}</Alert>}
      {ready && data && totals && (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            {(
              [
                ['commission', totals.commission, ''],
                ['consumables', totals.consumables, '-'],
                ['advances', totals.advances, '-'],
                ['tips', totals.tips, '+'],
                ['total', totals.total, ''],
              ] as const
            ).map(([key, value, sign]) => (
              <Grid key={key} size={{ xs: 6, sm: 4, md: 'grow' }}>
                <Card variant={key === 'total' ? 'elevation' : 'outlined'}>
                  <CardContent>
                    <Typography color="text.secondary" variant="body2">
                      {t(`specialistPay.${key}`)}
                    </Typography>
                    <Typography
                      variant="h3"
                      color={key === 'total' ? 'primary' : undefined}
                      data-testid={`payslip-${key}`}
                    >
                      {sign === '-' && value > 0 ? '-' : ''}
                      {formatMoney(value)}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Box data-testid="payslip-status">
            {data.payments.length === 0 ? (
              <Chip label={t('specialistPay.pending')} color="warning" variant="outlined" />
            ) : (
              <Stack spacing={1}>
                {data.payments.map((payment) => (
                  <Alert key={payment.id} severity="success">
                    {t('specialistPay.paidOn', {
                      site: payment.site,
                      amount: formatMoney(payment.amount),
                      from: formatDate(payment.period_start),
                      to: formatDate(payment.period_end),
                    })}
                  </Alert>
                ))}
              </Stack>
            )}
          </Box>
          <SectionCard title={t('specialistPay.byCategory')}>
            <ScrollRegion label={t('specialistPay.byCategory')}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('specialistPay.category')}</TableCell>
                    <TableCell align="right">{t('specialistPay.services')}</TableCell>
                    <TableCell align="right">{t('specialistPay.sold')}</TableCell>
                    <TableCell align="right">{t('specialistPay.commission')}</TableCell>
                    <TableCell align="right">{t('specialistPay.consumables')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.categories.map((row) => (
                    <TableRow key={row.category}>
                      <TableCell>{row.category}</TableCell>
                      <TableCell align="right">{row.services}</TableCell>
                      <TableCell align="right">{formatMoney(row.sold)}</TableCell>
                      <TableCell align="right">{formatMoney(row.commission)}</TableCell>
                      <TableCell align="right">{formatMoney(row.consumable)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          </SectionCard>
          <SectionCard title={t('specialistPay.lines')} testId="payslip-lines">
            <ScrollRegion label={t('specialistPay.lines')}>
              <Table size="small" sx={{ minWidth: 640 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('specialistPay.date')}</TableCell>
                    <TableCell>{t('specialistPay.detail')}</TableCell>
                    <TableCell align="right">{t('specialistPay.sold')}</TableCell>
                    <TableCell align="right">{t('specialistPay.commission')}</TableCell>
                    <TableCell align="right">{t('specialistPay.consumables')}</TableCell>
                    <TableCell align="right">{t('specialistPay.net')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(lines.data?.rows ?? []).map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: report lines have no id; the server fixes their order
                    <TableRow key={`${row.date}-${index}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(String(row.date).slice(0, 10))}
                      </TableCell>
                      <TableCell>
                        {row.kind}
                        {row.description ? `: ${row.description}` : ''}
                      </TableCell>
                      <TableCell align="right">{row.sold ? formatMoney(Number(row.sold)) : ''}</TableCell>
                      <TableCell align="right">
                        {row.commission ? formatMoney(Number(row.commission)) : ''}
                      </TableCell>
                      <TableCell align="right">
                        {row.consumable ? `-${formatMoney(Number(row.consumable))}` : ''}
                      </TableCell>
                      <TableCell align="right">
                        {Number(row.pay) < 0 ? '-' : ''}
                        {formatMoney(Math.abs(Number(row.pay)))}
                      </TableCell>
                    </TableRow>
                  ))}
                  {lines.data && lines.data.rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>{t('specialistPay.noLines')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </ScrollRegion>
          </SectionCard>
        </Stack>
      )}
    </Box>
  );
}
