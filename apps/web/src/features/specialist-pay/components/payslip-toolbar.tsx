import PaymentsIcon from '@mui/icons-material/Payments';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/date-field';
import { payslipPdfUrl } from '../api/payslip-pdf-url';
import { DAY, type PayslipPageState } from './use-payslip-page';

// The payslip's specialist and period, its PDF and the pay button.
export function PayslipToolbar({ state }: { state: PayslipPageState }) {
  const { t } = useTranslation();
  const { specialistId, specialists, from, to, change, ready, params, canPay, totals, data, pay } = state;
  return (
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
            onClick={pay}
            data-testid="payslip-pay"
          >
            {t('specialistPay.pay')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
