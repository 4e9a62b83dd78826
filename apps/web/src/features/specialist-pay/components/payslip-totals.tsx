import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { PayslipData } from './payslip-tables';

// The payslip's totals (commission, consumables, advances, tips, what is owed) and whether it was paid.
export function PayslipTotals({ data }: { data: PayslipData }) {
  const { t } = useTranslation();
  const { totals } = data;
  return (
    <>
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
    </>
  );
}
