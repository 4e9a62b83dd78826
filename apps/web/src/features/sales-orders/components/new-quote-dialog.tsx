import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewDocumentDialog } from '../../../shared/document/new-document-dialog';
import { useCreateSalesOrder } from '../api/create-sales-order';
import type { ClientRef } from '../api/sales-order-keys';
import { ClientPicker } from './client-picker';

// A quote for a client at one site; its products are added on the order's page.
export function NewQuoteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [client, setClient] = useState<ClientRef | null>(null);
  const create = useCreateSalesOrder();
  return (
    <NewDocumentDialog
      title={t('salesOrders.newQuote')}
      party={client}
      partyField={(error) => <ClientPicker value={client} onChange={setClient} required error={error} />}
      labels={{
        site: t('salesOrders.site'),
        date: t('salesOrders.deliveryDate'),
        notes: t('salesOrders.notes'),
        required: t('salesOrders.required'),
      }}
      busy={create.isPending}
      create={async (order) =>
        (
          await create.mutateAsync({
            client_id: client?.id ?? 0,
            site_id: order.siteId,
            order_date: order.orderDate,
            delivery_date: order.date,
            notes: order.notes,
          })
        ).data
      }
      created={(id) => t('salesOrders.created', { id })}
      pathOf={(id) => `/sales/order/detail/${id}`}
      onClose={onClose}
    />
  );
}
