import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { EmptyRow } from '../../../shared/ui/list-parts';
import { useDeletePurchaseLine } from '../api/delete-purchase-line';
import { useStockAtSite } from '../api/get-stock-at-site';
import { type PurchaseLine, type PurchaseOrder, returnedOf } from '../api/purchase-keys';
import { useSavePurchaseLine } from '../api/save-purchase-line';
import { type ProductOption, useProductSearch } from '../api/search-products';

const WIDE = { xs: 'none', sm: 'table-cell' };
const PHONE = { xs: 'block', sm: 'none' };
const validQuantity = (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1_000_000;

function EditableLine({ line, orderId }: { line: PurchaseLine; orderId: number }) {
  const { t } = useTranslation();
  const save = useSavePurchaseLine(orderId);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [cost, setCost] = useState(String(line.unit_cost_on_order));
  const commit = async () => {
    const unitCost = parseMoney(cost);
    if (!validQuantity(quantity) || unitCost === null || unitCost < 0) {
      pushAlert(t('purchases.lineInvalid'), 'error');
      return;
    }
    if (Number(quantity) === line.quantity && unitCost === Number(line.unit_cost_on_order)) {
      return;
    }
    try {
      await save.mutateAsync({
        id: line.id,
        values: { quantity: Number(quantity), unit_cost_on_order: unitCost },
      });
    } catch (error) {
      handleHttpError(error);
    }
  };
  return (
    <>
      <TableCell align="right">
        <TextField
          size="small"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={commit}
          error={!validQuantity(quantity)}
          sx={{ width: 80 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-label': `${t('purchases.quantity')} ${line.product_id.name}`,
            },
          }}
        />
      </TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          value={cost}
          onChange={(event) => setCost(event.target.value)}
          onBlur={commit}
          sx={{ width: 110 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-label': `${t('purchases.unitCost')} ${line.product_id.name}`,
            },
          }}
        />
      </TableCell>
    </>
  );
}

function AddLine({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const options = useProductSearch(search).data ?? [];
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [cost, setCost] = useState('');
  const save = useSavePurchaseLine(orderId);
  const add = async () => {
    const unitCost = parseMoney(cost);
    if (!product || !validQuantity(quantity) || unitCost === null || unitCost < 0) {
      pushAlert(t('purchases.lineInvalid'), 'error');
      return;
    }
    try {
      await save.mutateAsync({
        values: { product_id: product.id, quantity: Number(quantity), unit_cost_on_order: unitCost },
      });
      setProduct(null);
      setText('');
      setQuantity('1');
      setCost('');
    } catch (error) {
      handleHttpError(error);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }} data-testid="add-line">
      <Autocomplete
        options={options}
        value={product}
        onChange={(_, next) => {
          setProduct(next);
          setCost(next ? String(next.cost) : '');
        }}
        inputValue={text}
        onInputChange={(_, next) => setText(next)}
        filterOptions={(all) => all}
        getOptionLabel={(option) => (option.sku ? `${option.name} · ${option.sku}` : option.name)}
        isOptionEqualToValue={(option, other) => option.id === other.id}
        noOptionsText={t('crud.noOptions')}
        sx={{ flexGrow: 1, minWidth: 220 }}
        renderInput={(params) => <TextField {...params} size="small" label={t('purchases.searchProduct')} />}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('purchases.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          sx={{ width: { xs: '50%', md: 110 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label={t('purchases.unitCost')}
          value={cost}
          onChange={(event) => setCost(event.target.value)}
          sx={{ width: { xs: '50%', md: 140 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={save.isPending}>
        {t('purchases.addLine')}
      </Button>
    </Stack>
  );
}

// The order's lines: editable (product search, quantity, unit cost) while a draft or sent;
// afterwards what was received and returned, beside the units now at the order's site.
export function OrderLines({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const { t } = useTranslation();
  const remove = useDeletePurchaseLine();
  const lines = order.purchase_order_line;
  const stock = useStockAtSite(
    order.site_id.id,
    lines.map((line) => line.product_id.id),
  ).data;
  return (
    <Box>
      {editable && <AddLine orderId={order.id} />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="order-lines">
          <TableHead>
            <TableRow>
              <TableCell>{t('purchases.product')}</TableCell>
              <TableCell align="right" sx={{ display: editable ? undefined : WIDE }}>
                {t('purchases.quantity')}
              </TableCell>
              <TableCell align="right" sx={{ display: editable ? undefined : WIDE }}>
                {t('purchases.unitCost')}
              </TableCell>
              <TableCell align="right" sx={{ display: WIDE }}>
                {t('purchases.subtotal')}
              </TableCell>
              <TableCell align="right" sx={{ display: editable ? WIDE : undefined }}>
                {t('purchases.receivedQty')}
              </TableCell>
              <TableCell align="right" sx={{ display: WIDE }}>
                {t('purchases.returnedQty')}
              </TableCell>
              <TableCell align="right" sx={{ display: editable ? WIDE : undefined }}>
                {t('purchases.stockAtSite')}
              </TableCell>
              {editable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id} data-testid={`line-${line.product_id.id}`}>
                <TableCell sx={{ fontWeight: 600 }}>
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
                </TableCell>
                {editable ? (
                  <EditableLine
                    key={`${line.quantity}-${line.unit_cost_on_order}`}
                    line={line}
                    orderId={order.id}
                  />
                ) : (
                  <>
                    <TableCell align="right" sx={{ display: WIDE }}>
                      {line.quantity}
                    </TableCell>
                    <TableCell align="right" sx={{ display: WIDE }}>
                      {formatMoney(Number(line.unit_cost_on_order))}
                    </TableCell>
                  </>
                )}
                <TableCell align="right" sx={{ display: WIDE }}>
                  {formatMoney(line.quantity * Number(line.unit_cost_on_order))}
                </TableCell>
                <TableCell
                  align="right"
                  data-testid="line-received"
                  sx={{ display: editable ? WIDE : undefined }}
                >
                  {line.received_quantity}
                </TableCell>
                <TableCell align="right" sx={{ display: WIDE }}>
                  {returnedOf(order, line.id)}
                </TableCell>
                <TableCell
                  align="right"
                  data-testid="line-stock"
                  sx={{ fontWeight: 600, display: editable ? WIDE : undefined }}
                >
                  {stock ? (stock.get(line.product_id.id)?.current_stock ?? 0) : '…'}
                </TableCell>
                {editable && (
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('purchases.removeLine', { name: line.product_id.name })}
                      onClick={() => remove.mutateAsync(line.id).catch(handleHttpError)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {lines.length === 0 && <EmptyRow colSpan={8} text={t('purchases.noLines')} />}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
