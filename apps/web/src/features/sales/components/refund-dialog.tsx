import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import type { SaleDetail } from '../api/get-sale';
import { useRefundSale } from '../api/refund-sale';
import { lineName } from './sale-detail-lines';

// A void (everything left) or a refund of some units of some lines, with the reason; the money
// goes back as it came in, or all to the client's balance.
export function RefundDialog({
  sale,
  refundedUnits,
  hasClient,
  onClose,
}: {
  sale: SaleDetail;
  refundedUnits: (lineId: number) => number;
  hasClient: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundSale();
  const [whole, setWhole] = useState(true);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<'original' | 'deposit'>('original');
  const dirty = useChanged([whole, units, reason, refundTo]);
  const [problem, setProblem] = useState<string | null>(null);
  const left = sale.history_payment_detail
    .map((line) => ({ line, left: line.amount - refundedUnits(line.id) }))
    .filter((row) => row.left > 0);
  const chosen = Object.entries(units).filter(([, amount]) => amount > 0);

  const submit = async () => {
    try {
      const result = await refund.mutateAsync({
        id: sale.id,
        lines: whole ? [] : chosen.map(([id, amount]) => ({ history_payment_detail_id: Number(id), amount })),
        reason: reason.trim(),
        refund_to: refundTo,
      });
      pushAlert(t('sales.refunded', { amount: formatMoney(result.total) }), 'success');
      onClose();
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('sales.refundTitle', { id: sale.id })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <RadioGroup
            value={whole ? 'whole' : 'lines'}
            onChange={(event) => setWhole(event.target.value === 'whole')}
          >
            <FormControlLabel value="whole" control={<Radio />} label={t('sales.refundWhole')} />
            <FormControlLabel value="lines" control={<Radio />} label={t('sales.refundLines')} />
          </RadioGroup>
          {!whole &&
            left.map(({ line, left: available }) => (
              <Stack key={line.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1 }}
                  control={
                    <Checkbox
                      checked={(units[line.id] ?? 0) > 0}
                      onChange={(event) =>
                        setUnits({ ...units, [line.id]: event.target.checked ? available : 0 })
                      }
                    />
                  }
                  label={`${lineName(line, t)} · ${formatMoney(line.total)}`}
                />
                {available > 1 && (units[line.id] ?? 0) > 0 && (
                  <TextField
                    size="small"
                    type="number"
                    label={t('sales.units')}
                    value={units[line.id]}
                    onChange={(event) =>
                      setUnits({
                        ...units,
                        [line.id]: Math.max(
                          1,
                          Math.min(available, Math.floor(Number(event.target.value) || 1)),
                        ),
                      })
                    }
                    sx={{ width: 100 }}
                  />
                )}
              </Stack>
            ))}
          <TextField
            label={t('sales.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack>
            <Typography variant="body2" color="text.secondary">
              {t('sales.refundTo')}
            </Typography>
            <RadioGroup
              row
              value={refundTo}
              onChange={(event) => setRefundTo(event.target.value as 'original' | 'deposit')}
            >
              <FormControlLabel value="original" control={<Radio />} label={t('sales.toOriginal')} />
              <FormControlLabel
                value="deposit"
                control={<Radio />}
                label={t('sales.toDeposit')}
                disabled={!hasClient}
              />
            </RadioGroup>
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={submit}
          disabled={refund.isPending || reason.trim().length < 3 || (!whole && chosen.length === 0)}
        >
          {t('sales.confirmRefund')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
