import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePayslip } from '../api/get-payslip';
import { useSpecialistOptions } from '../api/get-specialist-options';
import { usePayPayslip } from '../api/pay-payslip';

type Props = {
  specialistId: number;
  from: string;
  to: string;
  onDone: () => void;
  onCancel: () => void;
};

// The pay screen (/cashDrawer/pay/pago-...-{specialist}) for a payslip: the site whose open
// drawer pays and the method; the amount is that site's payslip total, computed by the server
// again when it pays, and the period is marked paid there (decision 015).
export function PayslipPayCard({ specialistId, from, to, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const sites = useSites().data ?? [];
  const selected = useSelectedSite();
  const methods = usePaymentMethods().data ?? [];
  const specialist = useSpecialistOptions().data?.find((option) => option.id === specialistId);
  const specialistName = specialist ? `${specialist.name} ${specialist.last_name ?? ''}`.trim() : '';
  const [siteId, setSiteId] = useState(0);
  const [method, setMethod] = useState('efectivo');
  const pay = usePayPayslip();
  const chosenSite = siteId || selected || (sites.length === 1 ? sites[0].id : 0);
  // A payslip is paid per site: what this site's drawer pays.
  const atSite = usePayslip({ specialistId, from, to, siteId: chosenSite }, chosenSite > 0);
  const total = atSite.data?.totals.total ?? 0;
  const paid = (atSite.data?.payments.length ?? 0) > 0;

  const submit = () =>
    pay.mutate(
      { specialistId, from, to, siteId: chosenSite, method, total },
      {
        onSuccess: () => {
          pushAlert(t('specialistPay.paidOk'), 'success');
          onDone();
        },
      },
    );

  return (
    <Card sx={{ maxWidth: 560 }} data-testid="payslip-pay-card">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2">{t('specialistPay.payTitle')}</Typography>
          <Typography>
            {t('specialistPay.payFor', { name: specialistName, from: formatDate(from), to: formatDate(to) })}
          </Typography>
          <Typography color="text.secondary">{t('specialistPay.payHelp')}</Typography>
          <TextField
            select
            label={t('specialistPay.site')}
            value={chosenSite || ''}
            onChange={(event) => setSiteId(Number(event.target.value))}
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
          {atSite.error && <Alert severity="error">{httpErrorMessage(atSite.error)}</Alert>}
          {pay.error && <Alert severity="error">{httpErrorMessage(pay.error)}</Alert>}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('specialistPay.cancel')}</Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={!chosenSite || !atSite.data || paid || total <= 0 || pay.isPending}
              data-testid="payslip-confirm-pay"
            >
              {t('specialistPay.confirmPay', { amount: formatMoney(total) })}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
