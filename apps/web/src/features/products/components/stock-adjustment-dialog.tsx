import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useAdjustStock } from '../api/adjust-stock';

type Mode = 'add' | 'remove' | 'count';
const REASONS = ['countCorrection', 'damaged', 'expired', 'internalUse', 'gift', 'initial', 'other'] as const;

// An adjustment is a movement with a reason: units added, removed, or the count on the shelf.
export function StockAdjustmentDialog({
  productId,
  site,
  current,
  onClose,
}: {
  productId: number;
  site: { id: number; name: string };
  current: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const adjust = useAdjustStock(productId);
  const [mode, setMode] = useState<Mode>('add');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<(typeof REASONS)[number]>('countCorrection');
  const [note, setNote] = useState('');
  const dirty = useChanged([mode, quantity, reason, note]);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = /^\d{1,7}$/.test(quantity.trim()) ? Number(quantity) : null;
  const after =
    amount === null ? null : mode === 'count' ? amount : mode === 'add' ? current + amount : current - amount;
  const quantityError =
    quantity.trim() === ''
      ? null
      : amount === null
        ? t('products.quantityInvalid')
        : after !== null && after < 0
          ? t('products.belowZero', { current })
          : null;

  const submit = async () => {
    if (amount === null || quantityError) {
      setProblem(quantityError ?? t('products.quantityInvalid'));
      return;
    }
    const text = [t(`products.reasons.${reason}`), note.trim()].filter(Boolean).join(': ');
    try {
      const result = await adjust.mutateAsync({
        site_id: site.id,
        mode: mode === 'count' ? 'count' : 'delta',
        quantity: mode === 'remove' ? -amount : amount,
        reason: text,
      });
      pushAlert(t('products.adjusted', { stock: result.current_stock }), 'success');
      onClose();
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('products.adjustTitle', { site: site.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('products.currentStock', { count: current })}</Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={mode}
            onChange={(_, value: Mode | null) => value && setMode(value)}
          >
            <ToggleButton value="add">{t('products.modeAdd')}</ToggleButton>
            <ToggleButton value="remove">{t('products.modeRemove')}</ToggleButton>
            <ToggleButton value="count">{t('products.modeCount')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={mode === 'count' ? t('products.counted') : t('products.units')}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value);
              setProblem(null);
            }}
            error={Boolean(quantityError)}
            helperText={
              quantityError ??
              (after !== null ? t('products.after', { count: after }) : t('products.unitsHelp'))
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            select
            label={t('products.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as never)}
          >
            {REASONS.map((key) => (
              <MenuItem key={key} value={key}>
                {t(`products.reasons.${key}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('products.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={reason === 'other'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {problem && (
            <Alert severity="error" data-testid="adjust-problem">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={adjust.isPending || amount === null || (reason === 'other' && note.trim() === '')}
        >
          {t('products.adjust')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
