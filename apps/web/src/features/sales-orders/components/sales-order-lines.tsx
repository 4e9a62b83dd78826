import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddLineRow } from '../../../shared/document/add-line-row';
import { DocumentLines, type LineColumn } from '../../../shared/document/document-lines';
import type { LineField } from '../../../shared/document/line-fields';
import { useDeleteSalesOrderLine } from '../api/delete-sales-order-line';
import type { SalesOrder, SalesOrderLine } from '../api/sales-order-keys';
import { useSaveSalesOrderLine } from '../api/save-sales-order-line';
import { useSaleProductSearch } from '../api/search-sale-products';

function AddSalesLine({ order, fields }: { order: SalesOrder; fields: LineField[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useSaleProductSearch(order.site_id.id, useDeferredValue(search.trim())).data ?? [];
  const save = useSaveSalesOrderLine(order.id);
  return (
    <AddLineRow
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={t('salesOrders.searchProduct')}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <Stack>
            <span>{option.name}</span>
            <Typography variant="caption" color="text.secondary">
              {option.sku ? `${option.sku} · ` : ''}
              {formatMoney(option.price)} · {t('salesOrders.inStock', { count: option.stock })}
            </Typography>
          </Stack>
        </li>
      )}
      fields={fields}
      picked={(option) => ({ unit_price: option ? String(option.price) : '' })}
      addLabel={t('salesOrders.addLine')}
      invalidMessage={t('salesOrders.lineInvalid')}
      busy={save.isPending}
      onAdd={(product, values) => save.mutateAsync({ values: { ...values, product_id: product.id } })}
    />
  );
}

// The order's products: added, edited in a dialog and removed (after asking) until a part is
// delivered; the totals are the server's.
export function SalesOrderLines({ order, editable }: { order: SalesOrder; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSalesOrderLine(order.id);
  const remove = useDeleteSalesOrderLine();
  const lines = order.sales_order_line;
  const started = lines.some((line) => (line.delivered_quantity ?? 0) > 0);
  const changeable = editable && !started;
  const fields: LineField[] = [
    {
      name: 'quantity',
      label: t('salesOrders.quantity'),
      kind: 'quantity',
      initial: '1',
      width: { xs: '30%', md: 90 },
      testId: 'line-quantity',
    },
    {
      name: 'unit_price',
      label: t('salesOrders.unitPrice'),
      kind: 'money',
      width: { xs: '40%', md: 130 },
      testId: 'line-price',
    },
    {
      name: 'discount',
      label: t('salesOrders.discount'),
      kind: 'money',
      optional: true,
      initial: '0',
      width: { xs: '30%', md: 110 },
    },
  ];
  const columns: LineColumn<SalesOrderLine>[] = [
    {
      key: 'product',
      header: t('salesOrders.product'),
      strong: true,
      cell: (line) => (
        <>
          {line.product_id.name}
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {formatMoney(Number(line.unit_price))}
            {Number(line.discount) > 0 ? ` · ${formatMoney(-Number(line.discount))}` : ''}
          </Typography>
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('salesOrders.quantity'),
      align: 'right',
      cell: (line) => (
        <>
          {line.quantity}
          {(line.delivered_quantity ?? 0) > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('salesOrders.delivered_units', { count: line.delivered_quantity })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'price',
      header: t('salesOrders.unitPrice'),
      align: 'right',
      wide: true,
      cell: (line) => formatMoney(Number(line.unit_price)),
    },
    {
      key: 'discount',
      header: t('salesOrders.discount'),
      align: 'right',
      wide: true,
      cell: (line) => formatMoney(-Number(line.discount)),
    },
    {
      key: 'total',
      header: t('salesOrders.total'),
      align: 'right',
      cell: (line) => formatMoney(Number(line.total)),
    },
  ];
  return (
    <DocumentLines
      lines={lines}
      columns={columns}
      name={(line) => line.product_id.name}
      emptyText={t('salesOrders.noLines')}
      add={changeable && <AddSalesLine order={order} fields={fields} />}
      edit={
        changeable
          ? {
              label: (name) => t('salesOrders.editLine', { name }),
              title: (name) => t('salesOrders.editLineTitle', { name }),
              fields,
              current: (line) => ({
                quantity: String(line.quantity),
                unit_price: String(Number(line.unit_price)),
                discount: String(Number(line.discount)),
              }),
              busy: save.isPending,
              save: (line, values) => save.mutateAsync({ id: line.id, values }),
            }
          : undefined
      }
      remove={
        changeable
          ? {
              label: (name) => t('salesOrders.removeLine', { name }),
              title: (name) => t('salesOrders.removeLineTitle', { name }),
              text: t('salesOrders.removeLineHelp'),
              confirm: t('salesOrders.remove'),
              busy: remove.isPending,
              run: (line) => remove.mutateAsync(line.id),
            }
          : undefined
      }
    />
  );
}
