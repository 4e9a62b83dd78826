import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { openReceipt } from '../api/get-receipt';
import { useSale } from '../api/get-sale';
import { RefundDialog } from './refund-dialog';
import { SaleLinesTable, SaleSummary } from './sale-detail-lines';
import { SalePayments, SaleRefunds } from './sale-detail-payments';

// One sale: lines, payments, balances, tips, refunds; its receipt and the refund by permission.
export function SaleDetailDialog({ saleId, onClose }: { saleId: number; onClose: () => void }) {
  const { t } = useTranslation();
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
            <SaleSummary sale={sale} />
            <SaleLinesTable sale={sale} refundedUnits={refundedUnits} />
            <SalePayments sale={sale} />
            <SaleRefunds refunds={refunds} />
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
