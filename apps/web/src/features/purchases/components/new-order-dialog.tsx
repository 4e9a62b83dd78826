import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewDocumentDialog } from '../../../shared/document/new-document-dialog';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';
import { useSupplierOptions } from '../api/get-supplier-options';

// A new order starts as an empty draft for one supplier and one site; its lines are added on
// the order's page.
export function NewOrderDialog({ supplierId, onClose }: { supplierId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const suppliers = useSupplierOptions().data ?? [];
  const [supplier, setSupplier] = useState(supplierId ? String(supplierId) : '');
  const create = useCreatePurchaseOrder();
  return (
    <NewDocumentDialog
      title={t('purchases.newOrder')}
      party={supplier}
      partyField={(error) => (
        <TextField
          select
          label={t('purchases.supplier')}
          value={supplier}
          onChange={(event) => setSupplier(event.target.value)}
          required
          error={Boolean(error)}
          helperText={error}
        >
          {suppliers.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      labels={{
        site: t('purchases.site'),
        date: t('purchases.expectedDate'),
        notes: t('purchases.notes'),
        required: t('purchases.required'),
      }}
      busy={create.isPending}
      create={async (order) =>
        (
          await create.mutateAsync({
            supplier_id: Number(supplier),
            site_id: order.siteId,
            order_date: order.orderDate,
            expected_date: order.date,
            notes: order.notes,
          })
        ).data
      }
      created={(id) => t('purchases.orderCreated', { id })}
      pathOf={(id) => `/shopping/orders/detail/${id}`}
      onClose={onClose}
    />
  );
}
