import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import type { SalesOrder } from '../api/sales-order-keys';

const left = (line: SalesOrder['sales_order_line'][number]) => line.quantity - (line.delivered_quantity ?? 0);

// Delivering now: every unit still to deliver, or fewer of some lines (the rest stays pending).
export function DeliverDialog({
  order,
  pending,
  onClose,
  onDeliver,
}: {
  order: SalesOrder;
  pending: boolean;
  onClose: () => void;
  onDeliver: (lines: { id: number; quantity: number }[]) => void;
}) {
  const { t } = useTranslation();
  const lines = order.sales_order_line.filter((line) => left(line) > 0);
  const [units, setUnits] = useState<Record<number, string>>(
    Object.fromEntries(lines.map((line) => [line.id, String(left(line))])),
  );
  const valid = (line: (typeof lines)[number]) => {
    const text = (units[line.id] ?? '').trim();
    return /^\d{1,7}$/.test(text) && Number(text) <= left(line);
  };
  const chosen = lines.map((line) => ({ id: line.id, quantity: Number(units[line.id] ?? 0) }));
  const ok = lines.every(valid) && chosen.some((line) => line.quantity > 0);
  const dirty = useChanged(units);
  return (
    <FormDialog dirty={dirty} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('salesOrders.deliverTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('salesOrders.deliverHelp')}
        </Typography>
        <Stack spacing={2}>
          {lines.map((line) => (
            <Stack key={line.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
                {line.product_id.name}
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t('salesOrders.leftToDeliver', { count: left(line) })}
                </Typography>
              </Typography>
              <TextField
                size="small"
                label={t('salesOrders.deliverNow')}
                value={units[line.id] ?? ''}
                error={!valid(line)}
                onChange={(event) => setUnits({ ...units, [line.id]: event.target.value })}
                sx={{ width: 120 }}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `deliver-${line.id}` } }}
              />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ok || pending}
          onClick={() => onDeliver(chosen.filter((line) => line.quantity > 0))}
        >
          {t('salesOrders.deliver')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
