import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { openReceipt } from '../api/get-receipt';
import { useSale } from '../api/get-sale';
import { clientName } from '../api/sales-keys';
import { RefundDialog } from './refund-dialog';

const person = (named: { name: string; last_name?: string | null } | null) =>
  named ? `${named.name} ${named.last_name ?? ''}`.trim() : '—';

// Spec: in sale history, tipo abono is shown as a deposit, otherwise as a refund.
export const historyDepositKind = (tipo: string) => (tipo === 'abono' ? 'deposit' : 'refund');

// One sale: lines, payments, balances, tips, refunds; its receipt and the refund by permission.
export function SaleDetailDialog({ saleId, onClose }: { saleId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const detail = useSale(saleId);
  const [refunding, setRefunding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const receipt = (mode: 'download' | 'print') =>
    openReceipt(saleId, mode).catch((error: unknown) => setProblem(httpErrorMessage(error)));
  const sale = detail.data?.sale;
  const refunds = detail.data?.refunds ?? [];
  const balanceUsed = (sale?.deposit_credit_detail ?? []).reduce((sum, use) => sum + use.amount, 0);
  const refundedUnits = (lineId: number) =>
    refunds
      .flatMap((refund) => refund.sale_refund_line)
      .filter((row) => row.history_payment_detail_id === lineId)
      .reduce((sum, row) => sum + row.amount, 0);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle>{t('sales.saleNumber', { id: saleId })}</DialogTitle>
      <DialogContent dividers>
        {!sale ? (
          <CenteredSpinner />
        ) : (
          <Stack spacing={2} data-testid="sale-detail">
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip label={t(`sales.statuses.${sale.status}`, sale.status)} />
              <Typography>{formatDate(sale.date_created)}</Typography>
              <Typography color="text.secondary">· {sale.site_id.name}</Typography>
              <Typography color="text.secondary">
                · {sale.client_id ? clientName(sale.client_id) : t('sales.noClient')}
              </Typography>
              {sale.sari_user_id && (
                <Typography color="text.secondary">
                  ·{' '}
                  {t('sales.cashier', {
                    name: `${sale.sari_user_id.first_name} ${sale.sari_user_id.last_name ?? ''}`.trim(),
                  })}
                </Typography>
              )}
            </Stack>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('sales.item')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('sales.specialist')}
                  </TableCell>
                  <TableCell align="right">{t('sales.quantity')}</TableCell>
                  <TableCell align="right">{t('sales.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sale.history_payment_detail.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>
                      {(line.service_id ?? line.product_id)?.name}
                      {line.discount_total > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {t('sales.lineDiscount', { amount: formatMoney(line.discount_total) })}
                        </Typography>
                      )}
                      {refundedUnits(line.id) > 0 && (
                        <Typography variant="body2" color="error">
                          {t('sales.unitsRefunded', { count: refundedUnits(line.id) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {person(line.specialist_id)}
                    </TableCell>
                    <TableCell align="right">{line.amount}</TableCell>
                    <TableCell align="right">{formatMoney(line.total)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700, display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('sales.total')}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, display: { xs: 'table-cell', sm: 'none' } }}>
                    {t('sales.total')}
                  </TableCell>
                  <TableCell colSpan={2} align="right" sx={{ fontWeight: 700 }} data-testid="sale-total">
                    {formatMoney(sale.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Stack spacing={0.5} data-testid="sale-payments">
              <Typography variant="h3">{t('sales.payments')}</Typography>
              {sale.history_payment_method.length === 0 && balanceUsed === 0 && (
                <Typography color="text.secondary">—</Typography>
              )}
              {balanceUsed > 0 && (
                <Typography data-testid="sale-balance-used">
                  {t('sales.balanceUsed', { amount: formatMoney(balanceUsed) })}
                </Typography>
              )}
              {sale.history_payment_method.map((payment) => (
                <Typography key={payment.id}>
                  {methodLabel(payment.money_movement_id.payment_methods_name)}:{' '}
                  {formatMoney(payment.money_movement_id.amount)}
                </Typography>
              ))}
              {sale.change_given > 0 && (
                <Typography>{t('sales.changeGiven', { amount: formatMoney(sale.change_given) })}</Typography>
              )}
              {sale.history_payment_deposit.map((deposit) => (
                <Typography key={deposit.id} data-testid="sale-deposit">
                  {historyDepositKind(deposit.tipo) === 'deposit'
                    ? t('sales.historyDeposit', {
                        amount: formatMoney(deposit.money_movement_id?.amount ?? deposit.remaining_amount),
                      })
                    : t('sales.historyRefund', {
                        amount: formatMoney(deposit.money_movement_id?.amount ?? deposit.remaining_amount),
                      })}
                  {deposit.remaining_amount > 0 &&
                    ` · ${t('sales.remainingBalance', { amount: formatMoney(deposit.remaining_amount) })}`}
                </Typography>
              ))}
              {sale.history_payment_tip.map((tip) => (
                <Typography key={tip.id}>
                  {t('sales.tipFor', { name: person(tip.specialist_id), amount: formatMoney(tip.amount) })}
                </Typography>
              ))}
            </Stack>
            {refunds.length > 0 && (
              <Stack spacing={0.5} data-testid="sale-refunds">
                <Typography variant="h3">{t('sales.refunds')}</Typography>
                {refunds.map((refund) => (
                  <Typography key={refund.id}>
                    {formatDate(refund.date_created)} · {formatMoney(refund.total)} ·{' '}
                    {refund.refund_to === 'deposit' ? t('sales.toDeposit') : t('sales.toOriginal')} ·{' '}
                    {refund.reason}
                  </Typography>
                ))}
              </Stack>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<PrintIcon />}
          onClick={() => receipt('print')}
          disabled={!sale || sale.status === 'pendiente'}
        >
          {t('sales.printReceipt')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => receipt('download')}
          disabled={!sale || sale.status === 'pendiente'}
        >
          {t('sales.downloadReceipt')}
        </Button>
        {permissions.has('sales:create') && sale?.status === 'pendiente' && sale.service_reservation_id && (
          <Button
            component={RouterLink}
            to={`/sales/sales?cobrar=${sale.service_reservation_id}`}
            onClick={onClose}
          >
            {t('sales.chargePending')}
          </Button>
        )}
        {permissions.has('sales:delete') &&
          sale &&
          sale.status !== 'anulado' &&
          sale.status !== 'pendiente' && (
            <Button color="error" startIcon={<UndoIcon />} onClick={() => setRefunding(true)}>
              {t('sales.refund')}
            </Button>
          )}
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
      {refunding && sale && (
        <RefundDialog
          sale={sale}
          refundedUnits={refundedUnits}
          hasClient={Boolean(sale.client_id)}
          onClose={() => setRefunding(false)}
        />
      )}
    </Dialog>
  );
}
