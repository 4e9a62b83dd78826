import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';

export type QuantityRow = { id: number; name: string; available: number };

// One quantity per line, from zero to what is available (receiving and returning share it).
export function QuantityDialog({
  title,
  help,
  availableLabel,
  quantityLabel,
  rows,
  initial,
  confirmLabel,
  emptyMessage,
  extra,
  extraValid = true,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  help: string;
  availableLabel: string;
  quantityLabel: string;
  rows: QuantityRow[];
  initial: 'all' | 'none';
  confirmLabel: string;
  emptyMessage: string;
  extra?: ReactNode;
  extraValid?: boolean;
  busy: boolean;
  onConfirm: (lines: { purchase_order_line_id: number; quantity: number }[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(rows.map((row) => [row.id, initial === 'all' ? String(row.available) : '0'])),
  );
  const [error, setError] = useState<string | null>(null);
  const dirty = useChanged(values);
  const parsed = rows.map((row) => ({ row, quantity: Number(values[row.id] ?? '0') }));
  const invalid = parsed.some(
    ({ row, quantity }) => !Number.isInteger(quantity) || quantity < 0 || quantity > row.available,
  );

  const confirm = () => {
    const lines = parsed
      .filter(({ quantity }) => quantity > 0)
      .map(({ row, quantity }) => ({ purchase_order_line_id: row.id, quantity }));
    if (lines.length === 0) {
      setError(emptyMessage);
      return;
    }
    onConfirm(lines);
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{help}</DialogContentText>
        <Stack spacing={1.5}>
          {parsed.map(({ row, quantity }) => {
            const bad = !Number.isInteger(quantity) || quantity < 0 || quantity > row.available;
            return (
              <Stack
                key={row.id}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Stack sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {availableLabel}: {row.available}
                  </Typography>
                </Stack>
                <TextField
                  size="small"
                  label={quantityLabel}
                  value={values[row.id] ?? ''}
                  onChange={(event) => {
                    setError(null);
                    setValues({ ...values, [row.id]: event.target.value });
                  }}
                  error={bad}
                  sx={{ width: 110, flexShrink: 0 }}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      'aria-label': `${quantityLabel} ${row.name}`,
                    },
                  }}
                />
              </Stack>
            );
          })}
          {extra}
          {error && <Typography color="error">{error}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy || invalid || !extraValid}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
