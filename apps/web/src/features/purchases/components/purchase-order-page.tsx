import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { SectionCard } from '../../../shared/ui/section-card';
import { useCancelPurchase } from '../api/cancel-purchase';
import { useDeletePurchaseOrder } from '../api/delete-purchase-order';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { EDITABLE_STATUSES, owedOf, type PurchaseOrder, returnedOf } from '../api/purchase-keys';
import { purchasePdfUrl } from '../api/purchase-pdf-url';
import { useReceivePurchase } from '../api/receive-purchase';
import { useReturnPurchase } from '../api/return-purchase';
import { useSendPurchase } from '../api/send-purchase';
import { OrderLines } from './order-lines';
import { PayDialog } from './pay-dialog';
import { QuantityDialog } from './quantity-dialog';
import { ShoppingHeader } from './shopping-header';
import { PurchaseStatusChip } from './status-chip';

type Open = 'receive' | 'return' | 'pay' | 'cancel' | 'delete' | null;

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right', fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// What happened to the order: returns and payments, named as done ("Pago", not the action).
export function OrderHistory({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  if (order.purchase_return.length === 0 && order.purchase_payment.length === 0) {
    return null;
  }
  return (
    <Grid size={12}>
      <SectionCard title={`${t('purchases.returns')} · ${t('purchases.payments')}`}>
        <Stack spacing={0.5} data-testid="order-history">
          {order.purchase_return.map((row) => (
            <Typography key={`r${row.id}`}>
              {formatDate(row.date_created)} · {t('purchases.returnEntry')} {formatMoney(Number(row.total))} ·{' '}
              {row.reason}
            </Typography>
          ))}
          {order.purchase_payment.map((row) => (
            <Typography key={`p${row.id}`}>
              {formatDate(row.date_created)} · {t('purchases.paymentEntry')} {formatMoney(Number(row.amount))}
            </Typography>
          ))}
        </Stack>
      </SectionCard>
    </Grid>
  );
}

// One purchase order: its lines (edited while a draft or sent), and what can happen to it
// next: send, receive (in part or whole), cancel, return, pay, PDF.
export function PurchaseOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canUpdate = permissions.has('shopping:update');
  const order = usePurchaseOrder(id);
  const send = useSendPurchase();
  const receive = useReceivePurchase();
  const cancel = useCancelPurchase();
  const giveBack = useReturnPurchase();
  const remove = useDeletePurchaseOrder();
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');

  if (order.isLoading) {
    return <CenteredSpinner />;
  }
  const back = (
    <Button component={RouterLink} to="/shopping/orders" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('purchases.backToOrders')}
    </Button>
  );
  if (!order.data) {
    return (
      <Box>
        <ShoppingHeader />
        {back}
        <Alert severity="info">{t('purchases.orderNotFound')}</Alert>
      </Box>
    );
  }
  const data = order.data;
  const editable = canUpdate && EDITABLE_STATUSES.includes(data.status);
  const owed = owedOf(data);
  const pendingRows = data.purchase_order_line
    .map((line) => ({
      id: line.id,
      name: line.product_id.name,
      available: line.quantity - line.received_quantity,
    }))
    .filter((row) => row.available > 0);
  const returnRows = data.purchase_order_line
    .map((line) => ({
      id: line.id,
      name: line.product_id.name,
      available: line.received_quantity - returnedOf(data, line.id),
    }))
    .filter((row) => row.available > 0);
  const receivable = ['ordered', 'partial'].includes(data.status) && pendingRows.length > 0;
  const facts: [string, ReactNode, string?][] = [
    [
      t('purchases.supplier'),
      <Link key="supplier" component={RouterLink} to={`/shopping/suppliers/detail/${data.supplier_id.id}`}>
        {data.supplier_id.name}
      </Link>,
    ],
    [t('purchases.site'), data.site_id.name],
    [t('purchases.date'), formatDate(data.order_date)],
    [t('purchases.expectedDate'), data.expected_date ? formatDate(data.expected_date) : '—'],
    [t('purchases.total'), formatMoney(Number(data.total)), 'order-total'],
    [t('purchases.paid'), formatMoney(Number(data.paid_total)), 'order-paid'],
    [t('purchases.owed'), formatMoney(owed), 'order-owed'],
  ];
  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      pushAlert(message, 'success');
      setOpen(null);
      return true;
    } catch (error) {
      handleHttpError(error);
      return false;
    }
  };

  return (
    <Box>
      <ShoppingHeader />
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flexGrow: 1, alignItems: 'center' }}>
          <Typography variant="h2" data-testid="order-title">
            {t('purchases.order', { id: data.id })}
          </Typography>
          <PurchaseStatusChip status={data.status} testId="purchase-status" />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canUpdate && data.status === 'draft' && (
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={send.isPending}
              onClick={() => run(() => send.mutateAsync({ id }), t('purchases.sent'))}
            >
              {t('purchases.send')}
            </Button>
          )}
          {canUpdate && receivable && (
            <Button variant="contained" startIcon={<InventoryIcon />} onClick={() => setOpen('receive')}>
              {t('purchases.receive')}
            </Button>
          )}
          {canUpdate && owed > 0 && (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<PaymentsIcon />}
              onClick={() => setOpen('pay')}
            >
              {t('purchases.pay')}
            </Button>
          )}
          {canUpdate && returnRows.length > 0 && (
            <Button variant="outlined" startIcon={<AssignmentReturnIcon />} onClick={() => setOpen('return')}>
              {t('purchases.returnGoods')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            href={`${purchasePdfUrl(data.id)}`}
            download={`pedido-${data.id}.pdf`}
            aria-label={t('purchases.downloadPdf', { id: data.id })}
          >
            {t('purchases.pdf')}
          </Button>
          {canUpdate && ['draft', 'ordered', 'partial'].includes(data.status) && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<BlockIcon />}
              onClick={() => setOpen('cancel')}
            >
              {t('purchases.cancelOrder')}
            </Button>
          )}
          {permissions.has('shopping:delete') && data.status === 'draft' && (
            <Button
              variant="text"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setOpen('delete')}
            >
              {t('purchases.deleteDraft')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>
          <SectionCard title={t('purchases.header')}>
            <Grid container columnSpacing={4}>
              {facts.map(([label, value, testId]) => (
                <Grid key={label} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Fact label={label} value={value} testId={testId} />
                </Grid>
              ))}
            </Grid>
            {data.notes && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{data.notes}</Typography>}
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard title={t('purchases.lines')}>
            {!editable && ['partial', 'received'].includes(data.status) && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('purchases.closedHelp')}
              </Alert>
            )}
            <OrderLines order={data} editable={editable} />
          </SectionCard>
        </Grid>
        <OrderHistory order={data} />
      </Grid>
      {open === 'receive' && (
        <QuantityDialog
          title={t('purchases.receiveTitle', { id: data.id })}
          help={t('purchases.receiveHelp', { site: data.site_id.name })}
          availableLabel={t('purchases.pending')}
          quantityLabel={t('purchases.toReceive')}
          rows={pendingRows}
          initial="all"
          confirmLabel={t('purchases.receive')}
          emptyMessage={t('purchases.nothingToReceive')}
          busy={receive.isPending}
          onConfirm={(lines) =>
            receive
              .mutateAsync({ id, lines })
              .then((answer) => {
                pushAlert(t('purchases.receivedDone', { count: answer.received_units }), 'success');
                setOpen(null);
              })
              .catch(handleHttpError)
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'return' && (
        <QuantityDialog
          title={t('purchases.returnTitle')}
          help={t('purchases.returnHelp')}
          availableLabel={t('purchases.returnable')}
          quantityLabel={t('purchases.toReturn')}
          rows={returnRows}
          initial="none"
          confirmLabel={t('purchases.returnGoods')}
          emptyMessage={t('purchases.nothingToReturn')}
          extraValid={reason.trim().length >= 3}
          extra={
            <TextField
              label={t('purchases.reason')}
              placeholder={t('purchases.reasonHelp')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
            />
          }
          busy={giveBack.isPending}
          onConfirm={(lines) =>
            giveBack
              .mutateAsync({ id, lines, reason: reason.trim() })
              .then((answer) => {
                pushAlert(t('purchases.returnDone', { total: formatMoney(answer.total) }), 'success');
                setReason('');
                setOpen(null);
              })
              .catch(handleHttpError)
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'pay' && (
        <PayDialog orderId={id} siteName={data.site_id.name} owed={owed} onClose={() => setOpen(null)} />
      )}
      {open === 'cancel' && (
        <ConfirmDialog
          title={t('purchases.cancelTitle', { id })}
          text={t('purchases.cancelHelp')}
          confirmLabel={t('purchases.cancelOrder')}
          busy={cancel.isPending}
          onConfirm={() => run(() => cancel.mutateAsync({ id }), t('purchases.cancelled'))}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t('purchases.deleteTitle', { id })}
          text={t('crud.deleteHelp')}
          confirmLabel={t('crud.delete')}
          busy={remove.isPending}
          onConfirm={() =>
            run(() => remove.mutateAsync(id), t('purchases.deleted')).then(
              (done) => done && navigate('/shopping/orders'),
            )
          }
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
