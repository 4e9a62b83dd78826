import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePayslip } from '../api/get-payslip';
import { usePayPayslip } from '../api/pay-payslip';
import type { PayslipParams } from '../api/specialist-pay-keys';

// Paying the payslip: the site whose open drawer pays and the method; the server computes it
// again and refuses a period already paid.
export function PayDialog({ params, onClose }: { params: PayslipParams; onClose: () => void }) {
  const { t } = useTranslation();
  const sites = useSites().data ?? [];
  const methods = usePaymentMethods().data ?? [];
  const [siteId, setSiteId] = useState(params.siteId || (sites.length === 1 ? sites[0].id : 0));
  const [method, setMethod] = useState('efectivo');
  const pay = usePayPayslip();
  const chosenSite = siteId || (sites.length === 1 ? sites[0].id : 0);
  // A payslip is paid per site: what this site's drawer pays (the page may show every site).
  const atSite = usePayslip({ ...params, siteId: chosenSite }, chosenSite > 0);
  const total = atSite.data?.totals.total ?? 0;
  const paid = (atSite.data?.payments.length ?? 0) > 0;

  const submit = () =>
    pay.mutate(
      { ...params, siteId: chosenSite, method, total },
      {
        onSuccess: () => {
          pushAlert(t('specialistPay.paidOk'), 'success');
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('specialistPay.payTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('specialistPay.payHelp')}</Typography>
          <TextField
            select
            label={t('specialistPay.site')}
            value={chosenSite || ''}
            onChange={(event) => setSiteId(Number(event.target.value))}
            disabled={params.siteId > 0}
          >
            {sites.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('specialistPay.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          >
            {(methods.length ? methods : [{ code: 'efectivo', name: 'Efectivo' }]).map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          {atSite.data && paid && <Alert severity="info">{t('specialistPay.alreadyPaid')}</Alert>}
          {atSite.data && !paid && total <= 0 && (
            <Alert severity="info">{t('specialistPay.nothingToPay')}</Alert>
          )}
          {pay.error && <Alert severity="error">{httpErrorMessage(pay.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('specialistPay.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!chosenSite || !atSite.data || paid || total <= 0 || pay.isPending}
          data-testid="payslip-confirm-pay"
        >
          {t('specialistPay.confirmPay', { amount: formatMoney(total) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
