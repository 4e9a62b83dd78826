import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { DocumentAction } from '../../../shared/document/document-actions';
import { DocumentFrame, DocumentSection, DocumentView } from '../../../shared/document/document-page';
import { StatusChip } from '../../../shared/document/status-chip';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useCancelPurchase } from '../api/cancel-purchase';
import { useDeletePurchaseOrder } from '../api/delete-purchase-order';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { EDITABLE_STATUSES, owedOf, type PurchaseOrder } from '../api/purchase-keys';
import { purchasePdfUrl } from '../api/purchase-pdf-url';
import { useSendPurchase } from '../api/send-purchase';
import { pendingRows, ReceiveDialog, ReturnDialog, returnableRows } from './goods-dialogs';
import { OrderHistory } from './order-history';
import { PayDialog } from './pay-dialog';
import { PurchaseLines } from './purchase-lines';
import { PURCHASE_STATUSES } from './purchase-statuses';
import { ShoppingHeader } from './shopping-header';

// What can happen to an order next: send, receive (in part or whole), pay, return, the PDF,
// cancel, delete a draft.
function usePurchaseActions(order: PurchaseOrder): DocumentAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const canUpdate = permissions.has('shopping:update');
  const send = useSendPurchase();
  const cancel = useCancelPurchase();
  const remove = useDeletePurchaseOrder();
  const { id, status } = order;
  const owed = owedOf(order);
  return [
    {
      key: 'send',
      label: t('purchases.send'),
      icon: <SendIcon />,
      show: canUpdate && status === 'draft',
      busy: send.isPending,
      run: () => send.mutateAsync({ id }),
      done: t('purchases.sent'),
    },
    {
      key: 'receive',
      label: t('purchases.receive'),
      icon: <InventoryIcon />,
      show: canUpdate && ['ordered', 'partial'].includes(status) && pendingRows(order).length > 0,
      dialog: (close) => <ReceiveDialog order={order} onClose={close} />,
    },
    {
      key: 'pay',
      label: t('purchases.pay'),
      icon: <PaymentsIcon />,
      look: 'second',
      show: canUpdate && owed > 0,
      dialog: (close) => <PayDialog orderId={id} siteName={order.site_id.name} owed={owed} onClose={close} />,
    },
    {
      key: 'return',
      label: t('purchases.returnGoods'),
      icon: <AssignmentReturnIcon />,
      look: 'outlined',
      show: canUpdate && returnableRows(order).length > 0,
      dialog: (close) => <ReturnDialog order={order} onClose={close} />,
    },
    {
      key: 'pdf',
      label: t('purchases.pdf'),
      icon: <PictureAsPdfIcon />,
      look: 'outlined',
      ariaLabel: t('purchases.downloadPdf', { id }),
      href: purchasePdfUrl(id),
      download: `pedido-${id}.pdf`,
    },
    {
      key: 'cancel',
      label: t('purchases.cancelOrder'),
      icon: <BlockIcon />,
      look: 'danger',
      show: canUpdate && ['draft', 'ordered', 'partial'].includes(status),
      confirm: {
        title: t('purchases.cancelTitle', { id }),
        text: t('purchases.cancelHelp'),
        label: t('purchases.cancelOrder'),
        run: () => cancel.mutateAsync({ id }),
        done: t('purchases.cancelled'),
      },
    },
    {
      key: 'delete',
      label: t('purchases.deleteDraft'),
      icon: <DeleteOutlineIcon />,
      look: 'quiet',
      show: permissions.has('shopping:delete') && status === 'draft',
      confirm: {
        title: t('purchases.deleteTitle', { id }),
        text: t('crud.deleteHelp'),
        label: t('crud.delete'),
        run: () => remove.mutateAsync(id),
        done: t('purchases.deleted'),
        afterwards: () => navigate('/shopping/orders'),
      },
    },
  ];
}

function PurchaseOrderView({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const canUpdate = useCurrentUser().data?.permissions.has('shopping:update') ?? false;
  const editable = canUpdate && EDITABLE_STATUSES.includes(order.status);
  const actions = usePurchaseActions(order);
  return (
    <DocumentView
      title={t('purchases.order', { id: order.id })}
      status={<StatusChip styles={PURCHASE_STATUSES} status={order.status} testId="purchase-status" />}
      actions={actions}
      facts={{
        title: t('purchases.header'),
        perRow: 4,
        notes: order.notes,
        rows: [
          {
            label: t('purchases.supplier'),
            value: (
              <Link component={RouterLink} to={`/shopping/suppliers/detail/${order.supplier_id.id}`}>
                {order.supplier_id.name}
              </Link>
            ),
          },
          { label: t('purchases.site'), value: order.site_id.name },
          { label: t('purchases.date'), value: formatDate(order.order_date) },
          {
            label: t('purchases.expectedDate'),
            value: order.expected_date ? formatDate(order.expected_date) : '—',
          },
          { label: t('purchases.total'), value: formatMoney(Number(order.total)), testId: 'order-total' },
          { label: t('purchases.paid'), value: formatMoney(Number(order.paid_total)), testId: 'order-paid' },
          { label: t('purchases.owed'), value: formatMoney(owedOf(order)), testId: 'order-owed' },
        ],
      }}
    >
      <DocumentSection title={t('purchases.lines')}>
        {!editable && ['partial', 'received'].includes(order.status) && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('purchases.closedHelp')}
          </Alert>
        )}
        <PurchaseLines order={order} editable={editable} />
      </DocumentSection>
      <OrderHistory order={order} />
    </DocumentView>
  );
}

// One purchase order on the shared document page: its facts, its lines, its history.
export function PurchaseOrderPage() {
  const { t } = useTranslation();
  const order = usePurchaseOrder(Number(useParams().id));
  return (
    <DocumentFrame
      header={<ShoppingHeader />}
      back={{ to: '/shopping/orders', label: t('purchases.backToOrders') }}
      loading={order.isLoading}
      notFound={t('purchases.orderNotFound')}
    >
      {order.data && <PurchaseOrderView order={order.data} />}
    </DocumentFrame>
  );
}
