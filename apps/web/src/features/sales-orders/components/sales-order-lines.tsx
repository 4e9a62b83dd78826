import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { EmptyRow } from '../../../shared/ui/list-parts';
import { useDeleteSalesOrderLine } from '../api/delete-sales-order-line';
import type { SalesOrder } from '../api/sales-order-keys';
import { useSaveSalesOrderLine } from '../api/save-sales-order-line';
import { type SaleProductOption, useSaleProductSearch } from '../api/search-sale-products';

const WIDE = { xs: 'none', sm: 'table-cell' };
const validQuantity = (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1_000_000;

function AddLine({ order }: { order: SalesOrder }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const options = useSaleProductSearch(order.site_id.id, search).data ?? [];
  const [product, setProduct] = useState<SaleProductOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [discount, setDiscount] = useState('0');
  const save = useSaveSalesOrderLine(order.id);
  const add = async () => {
    const unitPrice = parseMoney(price);
    const off = parseMoney(discount || '0');
    if (
      !product ||
      !validQuantity(quantity) ||
      unitPrice === null ||
      unitPrice < 0 ||
      off === null ||
      off < 0
    ) {
      pushAlert(t('salesOrders.lineInvalid'), 'error');
      return;
    }
    try {
      await save.mutateAsync({
        values: { product_id: product.id, quantity: Number(quantity), unit_price: unitPrice, discount: off },
      });
      setProduct(null);
      setText('');
      setQuantity('1');
      setPrice('');
      setDiscount('0');
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
          setPrice(next ? String(next.price) : '');
        }}
        inputValue={text}
        onInputChange={(_, next) => setText(next)}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.name}
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
        isOptionEqualToValue={(option, other) => option.id === other.id}
        noOptionsText={t('crud.noOptions')}
        sx={{ flexGrow: 1, minWidth: 220 }}
        renderInput={(params) => (
          <TextField {...params} size="small" label={t('salesOrders.searchProduct')} />
        )}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('salesOrders.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          sx={{ width: { xs: '33%', md: 90 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label={t('salesOrders.unitPrice')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          sx={{ width: { xs: '34%', md: 130 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label={t('salesOrders.discount')}
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
          sx={{ width: { xs: '33%', md: 110 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={save.isPending}>
        {t('salesOrders.addLine')}
      </Button>
    </Stack>
  );
}

type Line = SalesOrder['sales_order_line'][number];

// A line's quantity and price (and discount), changed in place; the server recomputes the total.
function EditLineDialog({ order, line, onClose }: { order: SalesOrder; line: Line; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSalesOrderLine(order.id);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [price, setPrice] = useState(String(Number(line.unit_price)));
  const [discount, setDiscount] = useState(String(Number(line.discount)));
  const dirty = useChanged([quantity, price, discount]);
  const unitPrice = parseMoney(price);
  const off = parseMoney(discount || '0');
  const ok = validQuantity(quantity) && unitPrice !== null && unitPrice >= 0 && off !== null && off >= 0;
  const submit = async () => {
    if (!ok) {
      return;
    }
    try {
      await save.mutateAsync({
        id: line.id,
        values: { quantity: Number(quantity), unit_price: unitPrice, discount: off },
      });
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };
  return (
    <FormDialog dirty={dirty} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('salesOrders.editLineTitle', { name: line.product_id.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('salesOrders.quantity')}
            value={quantity}
            error={!validQuantity(quantity)}
            onChange={(event) => setQuantity(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'line-quantity' } }}
          />
          <TextField
            label={t('salesOrders.unitPrice')}
            value={price}
            error={unitPrice === null || unitPrice < 0}
            onChange={(event) => setPrice(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'line-price' } }}
          />
          <TextField
            label={t('salesOrders.discount')}
            value={discount}
            error={off === null || off < 0}
            onChange={(event) => setDiscount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!ok || save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

// The order's products: added, edited and removed (after asking) until a part is delivered;
// the totals are the server's.
export function SalesOrderLines({ order, editable }: { order: SalesOrder; editable: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteSalesOrderLine();
  const lines = order.sales_order_line;
  const [editing, setEditing] = useState<Line | null>(null);
  const [removing, setRemoving] = useState<Line | null>(null);
  const started = lines.some((line) => (line.delivered_quantity ?? 0) > 0);
  const changeable = editable && !started;
  return (
    <Box>
      {editing && <EditLineDialog order={order} line={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <Dialog open onClose={() => setRemoving(null)}>
          <DialogTitle>{t('salesOrders.removeLineTitle', { name: removing.product_id.name })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2">{t('salesOrders.removeLineHelp')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>{t('common.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() =>
                remove
                  .mutateAsync(removing.id)
                  .then(() => setRemoving(null))
                  .catch(handleHttpError)
              }
            >
              {t('salesOrders.remove')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {changeable && <AddLine order={order} />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="order-lines">
          <TableHead>
            <TableRow>
              <TableCell>{t('salesOrders.product')}</TableCell>
              <TableCell align="right">{t('salesOrders.quantity')}</TableCell>
              <TableCell align="right" sx={{ display: WIDE }}>
                {t('salesOrders.unitPrice')}
              </TableCell>
              <TableCell align="right" sx={{ display: WIDE }}>
                {t('salesOrders.discount')}
              </TableCell>
              <TableCell align="right">{t('salesOrders.total')}</TableCell>
              {changeable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ fontWeight: 600 }}>
                  {line.product_id.name}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {formatMoney(Number(line.unit_price))}
                    {Number(line.discount) > 0 ? ` − ${formatMoney(Number(line.discount))}` : ''}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  {line.quantity}
                  {(line.delivered_quantity ?? 0) > 0 && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('salesOrders.delivered_units', { count: line.delivered_quantity })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ display: WIDE }}>
                  {formatMoney(Number(line.unit_price))}
                </TableCell>
                <TableCell align="right" sx={{ display: WIDE }}>
                  {formatMoney(Number(line.discount))}
                </TableCell>
                <TableCell align="right">{formatMoney(Number(line.total))}</TableCell>
                {changeable && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('salesOrders.editLine', { name: line.product_id.name })}
                      onClick={() => setEditing(line)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('salesOrders.removeLine', { name: line.product_id.name })}
                      onClick={() => setRemoving(line)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {lines.length === 0 && <EmptyRow colSpan={6} text={t('salesOrders.noLines')} />}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
