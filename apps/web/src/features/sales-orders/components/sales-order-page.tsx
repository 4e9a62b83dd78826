import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { DocumentAction } from '../../../shared/document/document-actions';
import { DocumentFrame, DocumentSection, DocumentView } from '../../../shared/document/document-page';
import { runAndTell } from '../../../shared/document/run-and-tell';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useCancelSalesOrder } from '../api/cancel-sales-order';
import { useConfirmSalesOrder } from '../api/confirm-sales-order';
import { useDeleteSalesOrder } from '../api/delete-sales-order';
import { useDeliverSalesOrder } from '../api/deliver-sales-order';
import { useSalesOrder } from '../api/get-sales-order';
import { clientName, EDITABLE_ORDER, isOverdue, type SalesOrder } from '../api/sales-order-keys';
import { salesOrderPdfUrl } from '../api/sales-order-pdf-url';
import { DeliverDialog } from './deliver-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { SalesHeader } from './sales-header';
import { SalesOrderLines } from './sales-order-lines';
import { SalesOrderStatusChip } from './sales-status-chip';

type Delivery = { id: number; quantity: number }[];

// Whether a delivery is every unit still to deliver (then it is sent as "deliver all").
const deliversAll = (order: SalesOrder, lines: Delivery) => {
  const pending = order.sales_order_line.filter((line) => line.quantity > (line.delivered_quantity ?? 0));
  return (
    lines.length === pending.length &&
    lines.every((line) => {
      const full = pending.find((candidate) => candidate.id === line.id);
      return full && line.quantity === full.quantity - (full.delivered_quantity ?? 0);
    })
  );
};

// The next step of a quote or order (confirm, deliver, invoice), its PDF, cancel, delete a quote.
function useSalesOrderActions(order: SalesOrder): DocumentAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canUpdate = permissions.has('sales:update');
  const confirm = useConfirmSalesOrder();
  const deliver = useDeliverSalesOrder();
  const cancel = useCancelSalesOrder();
  const remove = useDeleteSalesOrder();
  const { id, status } = order;
  const quote = status === 'quote';
  const deliverNow = async (lines: Delivery, close: () => void) => {
    const whole = deliversAll(order, lines);
    const message = t(whole ? 'salesOrders.delivered' : 'salesOrders.deliveredPart');
    if (await runAndTell(() => deliver.mutateAsync(whole ? { id } : { id, lines }), message)) {
      close();
    }
  };
  return [
    {
      key: 'confirm',
      label: t('salesOrders.confirm'),
      icon: <CheckIcon />,
      show: canUpdate && quote,
      busy: confirm.isPending,
      run: () => confirm.mutateAsync({ id }),
      done: t('salesOrders.confirmed'),
    },
    {
      key: 'deliver',
      label: t('salesOrders.deliver'),
      icon: <LocalShippingIcon />,
      show: canUpdate && status === 'confirmed',
      busy: deliver.isPending,
      dialog: (close) => (
        <DeliverDialog
          order={order}
          pending={deliver.isPending}
          onClose={close}
          onDeliver={(lines) => void deliverNow(lines, close)}
        />
      ),
    },
    {
      key: 'invoice',
      label: t('salesOrders.invoice'),
      icon: <ReceiptLongIcon />,
      show: permissions.has('sales:create') && status === 'delivered',
      dialog: (close) => <InvoiceDialog orderId={id} total={Number(order.total)} onClose={close} />,
    },
    {
      key: 'pdf',
      label: t(quote ? 'salesOrders.quotePdf' : 'salesOrders.pdf'),
      icon: <PictureAsPdfIcon />,
      look: 'outlined',
      href: salesOrderPdfUrl(id),
      download: `${quote ? 'cotizacion' : 'pedido'}-${id}.pdf`,
    },
    {
      key: 'cancel',
      label: t('salesOrders.cancel'),
      icon: <BlockIcon />,
      look: 'danger',
      show: canUpdate && ['quote', 'confirmed', 'delivered'].includes(status),
      confirm: {
        title: t('salesOrders.cancelTitle', { id }),
        text: t(status === 'delivered' ? 'salesOrders.cancelDelivered' : 'salesOrders.cancelHelp'),
        label: t('salesOrders.cancel'),
        run: () => cancel.mutateAsync({ id }),
        done: t('salesOrders.cancelled'),
      },
    },
    {
      key: 'delete',
      label: t('salesOrders.deleteQuote'),
      icon: <DeleteOutlineIcon />,
      look: 'quiet',
      show: permissions.has('sales:delete') && quote,
      confirm: {
        title: t('salesOrders.deleteTitle', { id }),
        text: t('crud.deleteHelp'),
        label: t('crud.delete'),
        run: () => remove.mutateAsync(id),
        done: t('salesOrders.deleted'),
        afterwards: () => navigate('/sales/order'),
      },
    },
  ];
}

function SalesOrderView({ order }: { order: SalesOrder }) {
  const { t } = useTranslation();
  const canUpdate = useCurrentUser().data?.permissions.has('sales:update') ?? false;
  const actions = useSalesOrderActions(order);
  const invoiced = order.status === 'invoiced' && (
    <Alert severity="success" sx={{ mt: 2 }} data-testid="invoiced-note">
      {t('salesOrders.invoicedNote')}{' '}
      <Link component={RouterLink} to="/sales/sales">
        {t('salesOrders.seeSales')}
      </Link>
    </Alert>
  );
  return (
    <DocumentView
      title={t(order.status === 'quote' ? 'salesOrders.quoteTitle' : 'salesOrders.orderTitle', {
        id: order.id,
      })}
      status={
        <SalesOrderStatusChip status={order.status} overdue={isOverdue(order)} testId="sales-order-status" />
      }
      actions={actions}
      facts={{
        title: t('salesOrders.header'),
        perRow: 3,
        notes: order.notes,
        footer: invoiced,
        rows: [
          { label: t('salesOrders.client'), value: clientName(order.client_id) },
          { label: t('salesOrders.site'), value: order.site_id.name },
          { label: t('salesOrders.date'), value: formatDate(order.order_date) },
          {
            label: t('salesOrders.deliveryDate'),
            value: order.delivery_date ? formatDate(order.delivery_date) : '—',
          },
          { label: t('salesOrders.total'), value: formatMoney(Number(order.total)), testId: 'order-total' },
        ],
      }}
    >
      <DocumentSection title={t('salesOrders.lines')}>
        <SalesOrderLines order={order} editable={canUpdate && EDITABLE_ORDER.includes(order.status)} />
      </DocumentSection>
    </DocumentView>
  );
}

// One quote or order of a reseller on the shared document page: its facts and its products.
export function SalesOrderPage() {
  const { t } = useTranslation();
  const order = useSalesOrder(Number(useParams().id));
  return (
    <DocumentFrame
      header={<SalesHeader />}
      back={{ to: '/sales/order', label: t('salesOrders.back') }}
      loading={order.isLoading}
      notFound={t('salesOrders.notFound')}
    >
      {order.data && <SalesOrderView order={order.data} />}
    </DocumentFrame>
  );
}
