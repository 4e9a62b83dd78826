import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useOpenDrawer } from '../api/open-drawer';
import { pesos } from '../pesos';

// Opening the site's drawer with its float.
export function OpenDrawerDialog({
  site,
  onClose,
}: {
  site: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = useOpenDrawer();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = useChanged([text, notes]);
  const amount = pesos(text);
  const submit = async () => {
    try {
      await open.mutateAsync({
        site_id: site.id,
        opening_amount: amount ?? 0,
        notes: notes.trim() || undefined,
      });
      pushAlert(t('cashDrawer.openedWith', { amount: formatMoney(amount ?? 0) }), 'success');
      onClose();
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };
  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('cashDrawer.openTitle', { site: site.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label={t('cashDrawer.float')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text.trim() !== '' && amount === null}
            helperText={t('cashDrawer.floatHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            label={t('cashDrawer.note')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={open.isPending || amount === null}>
          {t('cashDrawer.open')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
