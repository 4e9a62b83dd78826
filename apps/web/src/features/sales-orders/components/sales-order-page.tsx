import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
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
import { useCancelSalesOrder } from '../api/cancel-sales-order';
import { useConfirmSalesOrder } from '../api/confirm-sales-order';
import { useDeleteSalesOrder } from '../api/delete-sales-order';
import { useDeliverSalesOrder } from '../api/deliver-sales-order';
import { useSalesOrder } from '../api/get-sales-order';
import { clientName, EDITABLE_ORDER, isOverdue } from '../api/sales-order-keys';
import { salesOrderPdfUrl } from '../api/sales-order-pdf-url';
import { DeliverDialog } from './deliver-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { SalesHeader } from './sales-header';
import { SalesOrderLines } from './sales-order-lines';
import { SalesOrderStatusChip } from './sales-status-chip';

type Open = 'invoice' | 'cancel' | 'delete' | 'deliver' | null;

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

// One quote or order of a reseller: its products and the next step (confirm, deliver, invoice),
// cancel, and the PDF.
export function SalesOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canUpdate = permissions.has('sales:update');
  const order = useSalesOrder(id);
  const confirm = useConfirmSalesOrder();
  const deliver = useDeliverSalesOrder();
  const cancel = useCancelSalesOrder();
  const remove = useDeleteSalesOrder();
  const [open, setOpen] = useState<Open>(null);

  if (order.isLoading) {
    return <CenteredSpinner />;
  }
  const back = (
    <Button component={RouterLink} to="/sales/order" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('salesOrders.back')}
    </Button>
  );
  if (!order.data) {
    return (
      <Box>
        <SalesHeader />
        {back}
        <Alert severity="info">{t('salesOrders.notFound')}</Alert>
      </Box>
    );
  }
  const data = order.data;
  const editable = canUpdate && EDITABLE_ORDER.includes(data.status);
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
  const facts: [string, ReactNode, string?][] = [
    [t('salesOrders.client'), clientName(data.client_id)],
    [t('salesOrders.site'), data.site_id.name],
    [t('salesOrders.date'), formatDate(data.order_date)],
    [t('salesOrders.deliveryDate'), data.delivery_date ? formatDate(data.delivery_date) : '—'],
    [t('salesOrders.total'), formatMoney(Number(data.total)), 'order-total'],
  ];

  return (
    <Box>
      <SalesHeader />
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flexGrow: 1, alignItems: 'center' }}>
          <Typography variant="h2" data-testid="order-title">
            {t(data.status === 'quote' ? 'salesOrders.quoteTitle' : 'salesOrders.orderTitle', {
              id: data.id,
            })}
          </Typography>
          <SalesOrderStatusChip status={data.status} overdue={isOverdue(data)} testId="sales-order-status" />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canUpdate && data.status === 'quote' && (
            <Button
              variant="contained"
              startIcon={<CheckIcon />}
              disabled={confirm.isPending}
              onClick={() => run(() => confirm.mutateAsync({ id }), t('salesOrders.confirmed'))}
            >
              {t('salesOrders.confirm')}
            </Button>
          )}
          {canUpdate && data.status === 'confirmed' && (
            <Button
              variant="contained"
              startIcon={<LocalShippingIcon />}
              disabled={deliver.isPending}
              onClick={() => setOpen('deliver')}
            >
              {t('salesOrders.deliver')}
            </Button>
          )}
          {permissions.has('sales:create') && data.status === 'delivered' && (
            <Button variant="contained" startIcon={<ReceiptLongIcon />} onClick={() => setOpen('invoice')}>
              {t('salesOrders.invoice')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            href={salesOrderPdfUrl(data.id)}
            download={`${data.status === 'quote' ? 'cotizacion' : 'pedido'}-${data.id}.pdf`}
          >
            {t(data.status === 'quote' ? 'salesOrders.quotePdf' : 'salesOrders.pdf')}
          </Button>
          {canUpdate && ['quote', 'confirmed', 'delivered'].includes(data.status) && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<BlockIcon />}
              onClick={() => setOpen('cancel')}
            >
              {t('salesOrders.cancel')}
            </Button>
          )}
          {permissions.has('sales:delete') && data.status === 'quote' && (
            <Button
              variant="text"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setOpen('delete')}
            >
              {t('salesOrders.deleteQuote')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>
          <SectionCard title={t('salesOrders.header')}>
            <Grid container columnSpacing={4}>
              {facts.map(([label, value, testId]) => (
                <Grid key={label} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <Fact label={label} value={value} testId={testId} />
                </Grid>
              ))}
            </Grid>
            {data.notes && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{data.notes}</Typography>}
            {data.status === 'invoiced' && (
              <Alert severity="success" sx={{ mt: 2 }} data-testid="invoiced-note">
                {t('salesOrders.invoicedNote')}{' '}
                <Link component={RouterLink} to="/sales/sales">
                  {t('salesOrders.seeSales')}
                </Link>
              </Alert>
            )}
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard title={t('salesOrders.lines')}>
            <SalesOrderLines order={data} editable={editable} />
          </SectionCard>
        </Grid>
      </Grid>
      {open === 'deliver' && (
        <DeliverDialog
          order={data}
          pending={deliver.isPending}
          onClose={() => setOpen(null)}
          onDeliver={(lines) => {
            const all = lines.every((line) => {
              const full = data.sales_order_line.find((candidate) => candidate.id === line.id);
              return full && line.quantity === full.quantity - (full.delivered_quantity ?? 0);
            });
            const whole =
              all &&
              lines.length ===
                data.sales_order_line.filter((l) => l.quantity > (l.delivered_quantity ?? 0)).length;
            void run(
              () => deliver.mutateAsync(whole ? { id } : { id, lines }),
              t(whole ? 'salesOrders.delivered' : 'salesOrders.deliveredPart'),
            );
          }}
        />
      )}
      {open === 'invoice' && (
        <InvoiceDialog orderId={id} total={Number(data.total)} onClose={() => setOpen(null)} />
      )}
      {(open === 'cancel' || open === 'delete') && (
        <Dialog open onClose={() => setOpen(null)} maxWidth="xs" fullWidth>
          <DialogTitle>
            {t(open === 'cancel' ? 'salesOrders.cancelTitle' : 'salesOrders.deleteTitle', { id })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {open === 'cancel'
                ? t(data.status === 'delivered' ? 'salesOrders.cancelDelivered' : 'salesOrders.cancelHelp')
                : t('crud.deleteHelp')}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>{t('common.close')}</Button>
            <Button
              variant="contained"
              color="error"
              disabled={cancel.isPending || remove.isPending}
              onClick={async () => {
                if (open === 'cancel') {
                  await run(() => cancel.mutateAsync({ id }), t('salesOrders.cancelled'));
                } else if (await run(() => remove.mutateAsync(id), t('salesOrders.deleted'))) {
                  navigate('/sales/order');
                }
              }}
            >
              {t(open === 'cancel' ? 'salesOrders.cancel' : 'crud.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
