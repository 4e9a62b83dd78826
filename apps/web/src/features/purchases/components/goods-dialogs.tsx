import TextField from '@mui/material/TextField';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { type PurchaseOrder, returnedOf } from '../api/purchase-keys';
import { useReceivePurchase } from '../api/receive-purchase';
import { useReturnPurchase } from '../api/return-purchase';
import { QuantityDialog } from './quantity-dialog';

// The lines with units still to arrive, and the lines with received units to send back.
export const pendingRows = (order: PurchaseOrder) =>
  order.purchase_order_line
    .map((line) => ({
      id: line.id,
      name: line.product_id.name,
      available: line.quantity - line.received_quantity,
    }))
    .filter((row) => row.available > 0);
export const returnableRows = (order: PurchaseOrder) =>
  order.purchase_order_line
    .map((line) => ({
      id: line.id,
      name: line.product_id.name,
      available: line.received_quantity - returnedOf(order, line.id),
    }))
    .filter((row) => row.available > 0);

// Receiving: one quantity per pending line, prefilled with what is pending, sent as one step.
export function ReceiveDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const receive = useReceivePurchase();
  return (
    <QuantityDialog
      title={t('purchases.receiveTitle', { id: order.id })}
      help={t('purchases.receiveHelp', { site: order.site_id.name })}
      availableLabel={t('purchases.pending')}
      quantityLabel={t('purchases.toReceive')}
      rows={pendingRows(order)}
      initial="all"
      confirmLabel={t('purchases.receive')}
      emptyMessage={t('purchases.nothingToReceive')}
      busy={receive.isPending}
      onConfirm={(lines) =>
        receive
          .mutateAsync({ id: order.id, lines })
          .then((answer) => {
            pushAlert(t('purchases.receivedDone', { count: answer.received_units }), 'success');
            onClose();
          })
          .catch(handleHttpError)
      }
      onClose={onClose}
    />
  );
}

// Returning: quantities up to received minus returned, and a reason of three characters or more.
export function ReturnDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const giveBack = useReturnPurchase();
  const [reason, setReason] = useState('');
  return (
    <QuantityDialog
      title={t('purchases.returnTitle')}
      help={t('purchases.returnHelp')}
      availableLabel={t('purchases.returnable')}
      quantityLabel={t('purchases.toReturn')}
      rows={returnableRows(order)}
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
          .mutateAsync({ id: order.id, lines, reason: reason.trim() })
          .then((answer) => {
            pushAlert(t('purchases.returnDone', { total: formatMoney(answer.total) }), 'success');
            onClose();
          })
          .catch(handleHttpError)
      }
      onClose={onClose}
    />
  );
}
