import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useCloseDrawer } from '../api/close-drawer';
import { useDrawerOptions } from '../api/get-drawer-options';
import { pesos } from '../pesos';
import { CloseResult } from './close-result';

type Expected = { payment_methods_name: string; expected: number }[];

// Counting each method closes the session; then expected, counted and difference, and the report.
export function CloseDrawerDialog({
  sessionId,
  expected,
  blind,
  onClose,
}: {
  sessionId: number;
  expected: Expected;
  blind: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseDrawer();
  const methods = useDrawerOptions().data?.methods ?? [];
  const names = [
    ...new Set([
      'efectivo',
      ...expected.map((row) => row.payment_methods_name),
      ...methods.map((m) => m.code),
    ]),
  ].filter((code) => code !== 'credito');
  const label = (code: string) =>
    methods.find((method) => method.code === code)?.name ?? t(`paymentMethods.${code}`, code);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = names.map((code) => ({ code, value: pesos(counts[code] ?? '') }));
  const invalid = parsed.some((row) => (counts[row.code] ?? '').trim() !== '' && row.value === null);
  const result = close.data;
  const typed = useChanged([counts, notes]);

  const submit = async () => {
    // A failed try's message must not follow the closed drawer into its result (whose own
    // problems, such as the report's e-mail, use the same line).
    setProblem(null);
    try {
      await close.mutateAsync({
        id: sessionId,
        counts: parsed.map((row) => ({ payment_methods_name: row.code, counted_amount: row.value ?? 0 })),
        notes: notes.trim() || undefined,
      });
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };

  return (
    <FormDialog dirty={typed && !result} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{result ? t('cashDrawer.closedTitle') : t('cashDrawer.closeTitle')}</DialogTitle>
      <DialogContent dividers>
        {result ? (
          <CloseResult result={result} label={label} problem={problem} setProblem={setProblem} />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {blind ? t('cashDrawer.blindHelp') : t('cashDrawer.countHelp')}
            </Typography>
            {names.map((code) => {
              const row = expected.find((item) => item.payment_methods_name === code);
              return (
                <TextField
                  key={code}
                  label={t('cashDrawer.countedIn', { method: label(code) })}
                  value={counts[code] ?? ''}
                  onChange={(event) => setCounts({ ...counts, [code]: event.target.value })}
                  helperText={
                    !blind && row
                      ? t('cashDrawer.expectedHelp', { amount: formatMoney(row.expected) })
                      : undefined
                  }
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              );
            })}
            <TextField
              label={t('cashDrawer.note')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
              minRows={2}
            />
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={submit} disabled={close.isPending || invalid}>
              {t('cashDrawer.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </FormDialog>
  );
}
