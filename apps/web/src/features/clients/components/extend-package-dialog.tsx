import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { DateField } from '../../../shared/forms/date-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useExtendPackage } from '../api/extend-package';
import type { WalletInstrument } from '../api/get-client-wallet';

// "Extender vencimiento" (decision 051): the owner moves a package's last day later with a
// reason. The server decides (later than today's last day, not before today, not anulado) and
// its refusal is shown here, in the dialog.
export function ExtendPackageDialog({
  instrument,
  onClose,
}: {
  instrument: WalletInstrument & { expires_on: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const extend = useExtendPackage(instrument.client_id ?? 0);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const dayBad = !(day > instrument.expires_on);
  const reasonBad = reason.trim().length < 3;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (dayBad || reasonBad) {
      return;
    }
    try {
      await extend.mutateAsync({ id: instrument.id, expires_on: day, reason: reason.trim() });
      pushAlert(t('wallet.extended'), 'success');
      onClose();
    } catch (failure) {
      setRefusal(httpErrorMessage(failure));
    }
  };
  return (
    <FormDialog dirty={day !== '' || reason !== ''} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate data-testid="extend-package-dialog">
        <DialogTitle>{t('wallet.extendTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {t('wallet.extendHelp', { date: formatDayNumeric(instrument.expires_on) })}
            </Typography>
            {refusal && (
              <Alert severity="error" data-testid="extend-refusal">
                {refusal}
              </Alert>
            )}
            <DateField
              fullWidth
              required
              label={t('wallet.newExpiry')}
              value={day}
              onChange={setDay}
              min={instrument.expires_on}
              error={checked && dayBad}
              helperText={checked && dayBad ? t('wallet.extendDateInvalid') : undefined}
              testId="extend-date"
            />
            <TextField
              fullWidth
              required
              multiline
              minRows={2}
              label={t('wallet.extendReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={checked && reasonBad}
              helperText={checked && reasonBad ? t('wallet.extendReasonInvalid') : undefined}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'extend-reason' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={extend.isPending}>
            {t('wallet.extend')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
