import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PageHeader } from '../../../shared/ui/page-header';
import { PayslipCategories, PayslipLines } from './payslip-tables';
import { PayslipToolbar } from './payslip-toolbar';
import { PayslipTotals } from './payslip-totals';
import { usePayslipPage } from './use-payslip-page';

// /reports/specialist/specialistPayslip: a specialist's payslip for a period (kept in the URL),
// every line, the PDF, and paying it out of a site's open drawer through the pay screen
// /cashDrawer/pay/pago-... with the specialist, which marks the period paid (decision 015).
export function PayslipPage() {
  const { t } = useTranslation();
  const state = usePayslipPage();
  const { ready, payslip, data, totals, lines } = state;

  return (
    <Box>
      <PageHeader title={t('reportNames.specialistPayslip')} />
      <PayslipToolbar state={state} />

      {!ready && <Alert severity="info">{t('specialistPay.chooseSpecialist')}</Alert>}
      {ready && payslip.isLoading && <CenteredSpinner />}
      {ready && payslip.error && <Alert severity="error">{httpErrorMessage(payslip.error)}</Alert>}
      {ready && data && totals && (
        <Stack spacing={3}>
          <PayslipTotals data={data} />
          <PayslipCategories data={data} />
          <PayslipLines lines={lines} />
        </Stack>
      )}
    </Box>
  );
}
