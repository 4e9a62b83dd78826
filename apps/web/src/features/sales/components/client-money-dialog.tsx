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
import { depositCreditType } from '@sari/domain/deposits';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useSites } from '../../../shared/api/use-sites';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useSalesClient } from '../api/get-client';
import { useClientBalance } from '../api/get-client-balance';
import { useFilterOptions } from '../api/get-filter-options';
import { usePayCredit } from '../api/pay-credit';
import { useRecordDeposit } from '../api/record-deposit';
import { clientName } from '../api/sales-keys';

// A client's money outside a sale: a deposit left ahead (abono) or a payment of what they owe.
export function ClientMoneyDialog({
  clientId,
  siteId,
  onClose,
}: {
  clientId: number;
  siteId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useSalesClient(clientId);
  const balance = useClientBalance(clientId);
  const sites = useSites().data ?? [];
  const methods = (useFilterOptions().data?.methods ?? []).filter((method) => method.code !== 'credito');
  const deposit = useRecordDeposit();
  const payCredit = usePayCredit();
  const owed = balance.data?.owed ?? 0;
  const [mode, setMode] = useState<'deposit' | 'credit' | null>(null);
  const action = mode ?? (owed > 0 ? 'credit' : 'deposit');
  const [site, setSite] = useState(siteId);
  const [text, setText] = useState('');
  const [method, setMethod] = useState('efectivo');
  const [notes, setNotes] = useState('');
  const dirty = useChanged([text, notes]);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = text.trim() === '' ? null : parseMoney(text);
  const current = balance.data?.balance ?? 0;
  const kind = depositCreditType(current);
  const chosenSite = site || sites[0]?.id || 0;

  const submit = async () => {
    if (!amount || amount <= 0) {
      setProblem(t('sales.pesosInvalid'));
      return;
    }
    try {
      const result =
        action === 'deposit'
          ? await deposit.mutateAsync({
              id: clientId,
              site_id: chosenSite,
              amount,
              paymentMethod: method,
              notes: notes.trim() || undefined,
            })
          : await payCredit.mutateAsync({ id: clientId, site_id: chosenSite, amount, paymentMethod: method });
      pushAlert(
        action === 'deposit'
          ? t('sales.depositSaved', { balance: formatMoney(result.balance) })
          : t('sales.creditPaid', { balance: formatMoney(result.balance) }),
        'success',
      );
      onClose();
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };

  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('sales.clientMoneyTitle', { name: clientName(client.data) })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography
            data-testid="client-money-balance"
            color={kind === 'credito' ? 'error.dark' : kind === 'abono' ? 'success.dark' : 'text.primary'}
          >
            {kind === 'credito'
              ? t('sales.owes', { amount: formatMoney(-current) })
              : kind === 'abono'
                ? t('sales.hasBalance', { amount: formatMoney(current) })
                : t('sales.noBalance')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={action}
            onChange={(_, value) => value && setMode(value)}
          >
            <ToggleButton value="deposit">{t('sales.depositMode')}</ToggleButton>
            <ToggleButton value="credit" disabled={owed === 0}>
              {t('sales.creditMode')}
            </ToggleButton>
          </ToggleButtonGroup>
          {sites.length > 1 && (
            <TextField
              select
              label={t('common.site')}
              value={chosenSite}
              onChange={(event) => setSite(Number(event.target.value))}
            >
              {sites.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('sales.amount')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            helperText={action === 'credit' ? t('sales.owedHelp', { amount: formatMoney(owed) }) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            select
            label={t('sales.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          >
            {methods.map((item) => (
              <MenuItem key={item.code} value={item.code}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          {action === 'deposit' && (
            <TextField
              label={t('sales.notes')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={deposit.isPending || payCredit.isPending || !amount}
        >
          {action === 'deposit' ? t('sales.recordDeposit') : t('sales.payCredit')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
