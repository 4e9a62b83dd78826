import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddLineRow } from '../../../shared/document/add-line-row';
import { DocumentLines, type LineColumn } from '../../../shared/document/document-lines';
import type { LineField } from '../../../shared/document/line-fields';
import { useDeletePurchaseLine } from '../api/delete-purchase-line';
import { useStockAtSite } from '../api/get-stock-at-site';
import { type PurchaseLine, type PurchaseOrder, returnedOf } from '../api/purchase-keys';
import { useSavePurchaseLine } from '../api/save-purchase-line';
import { useProductSearch } from '../api/search-products';

const PHONE = { xs: 'block', sm: 'none' };

function AddPurchaseLine({ orderId, fields }: { orderId: number; fields: LineField[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useProductSearch(useDeferredValue(search.trim())).data ?? [];
  const save = useSavePurchaseLine(orderId);
  return (
    <AddLineRow
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={t('purchases.searchProduct')}
      optionLabel={(option) => (option.sku ? `${option.name} · ${option.sku}` : option.name)}
      fields={fields}
      picked={(option) => ({ unit_cost_on_order: option ? String(option.cost) : '' })}
      addLabel={t('purchases.addLine')}
      invalidMessage={t('purchases.lineInvalid')}
      busy={save.isPending}
      onAdd={(product, values) => save.mutateAsync({ values: { ...values, product_id: product.id } })}
    />
  );
}

// The order's lines: editable in place (quantity, unit cost) while a draft or sent, removed
// after asking; afterwards what was received and returned, beside the units now at its site.
export function PurchaseLines({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSavePurchaseLine(order.id);
  const remove = useDeletePurchaseLine();
  const lines = order.purchase_order_line;
  const stock = useStockAtSite(
    order.site_id.id,
    lines.map((line) => line.product_id.id),
  ).data;
  const fields: LineField[] = [
    {
      name: 'quantity',
      label: t('purchases.quantity'),
      kind: 'quantity',
      initial: '1',
      width: { xs: '50%', md: 110 },
      inlineWidth: { xs: 56, sm: 80 },
    },
    {
      name: 'unit_cost_on_order',
      label: t('purchases.unitCost'),
      kind: 'money',
      width: { xs: '50%', md: 140 },
      inlineWidth: { xs: 90, sm: 110 },
    },
  ];
  const columns: LineColumn<PurchaseLine>[] = [
    {
      key: 'product',
      header: t('purchases.product'),
      strong: true,
      cell: (line) => (
        <>
          {line.product_id.name}
          {line.product_id.sku && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {line.product_id.sku}
            </Typography>
          )}
          {!editable && (
            <Typography variant="caption" color="text.secondary" sx={{ display: PHONE }}>
              {line.quantity} × {formatMoney(Number(line.unit_cost_on_order))}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('purchases.quantity'),
      align: 'right',
      wide: !editable,
      field: 'quantity',
      cell: (line) => line.quantity,
    },
    {
      key: 'cost',
      header: t('purchases.unitCost'),
      align: 'right',
      wide: !editable,
      field: 'unit_cost_on_order',
      cell: (line) => formatMoney(Number(line.unit_cost_on_order)),
    },
    {
      key: 'subtotal',
      header: t('purchases.subtotal'),
      align: 'right',
      wide: true,
      cell: (line) => formatMoney(line.quantity * Number(line.unit_cost_on_order)),
    },
    {
      key: 'received',
      header: t('purchases.receivedQty'),
      align: 'right',
      wide: editable,
      testId: 'line-received',
      cell: (line) => line.received_quantity,
    },
    {
      key: 'returned',
      header: t('purchases.returnedQty'),
      align: 'right',
      wide: true,
      cell: (line) => returnedOf(order, line.id),
    },
    {
      key: 'stock',
      header: t('purchases.stockAtSite'),
      align: 'right',
      wide: editable,
      strong: true,
      testId: 'line-stock',
      cell: (line) => (stock ? (stock.get(line.product_id.id)?.current_stock ?? 0) : '…'),
    },
  ];
  const name = (line: PurchaseLine) => line.product_id.name;
  return (
    <DocumentLines
      lines={lines}
      columns={columns}
      name={name}
      emptyText={t('purchases.noLines')}
      rowTestId={(line) => `line-${line.product_id.id}`}
      add={editable && <AddPurchaseLine orderId={order.id} fields={fields} />}
      inline={
        editable
          ? {
              fields,
              current: (line) => ({
                quantity: String(line.quantity),
                unit_cost_on_order: String(line.unit_cost_on_order),
              }),
              invalidMessage: t('purchases.lineInvalid'),
              save: (line, values) => save.mutateAsync({ id: line.id, values }),
            }
          : undefined
      }
      remove={
        editable
          ? {
              label: (product) => t('purchases.removeLine', { name: product }),
              title: (product) => t('purchases.removeLineTitle', { name: product }),
              text: t('purchases.removeLineHelp'),
              confirm: t('purchases.remove'),
              busy: remove.isPending,
              run: (line) => remove.mutateAsync(line.id),
            }
          : undefined
      }
    />
  );
}
