import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, parseMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useCloseDrawer } from '../api/close-drawer';
import { openClosingReport } from '../api/get-closing-report';
import { useDrawerOptions } from '../api/get-drawer-options';
import { useOpenDrawer } from '../api/open-drawer';
import { useRecordMovement } from '../api/record-movement';

const pesos = (text: string) => (text.trim() === '' ? null : parseMoney(text));

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

export const MOVEMENT_KINDS = ['income', 'expense', 'specialist_payout', 'specialist_advance'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

// Cash in or out with a concept; a payout or advance names the specialist.
export function MovementDialog({
  site,
  direction,
  onClose,
}: {
  site: { id: number; name: string };
  direction: 'in' | 'out';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordMovement();
  const options = useDrawerOptions().data;
  const kinds: MovementKind[] =
    direction === 'in' ? ['income'] : ['expense', 'specialist_payout', 'specialist_advance'];
  const [type, setType] = useState<MovementKind>(kinds[0]);
  const [text, setText] = useState('');
  const [concept, setConcept] = useState('');
  const [method, setMethod] = useState('efectivo');
  const [specialistId, setSpecialistId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = useChanged([type, text, concept, method, specialistId]);
  const amount = pesos(text);
  const needsSpecialist = type === 'specialist_payout' || type === 'specialist_advance';
  const submit = async () => {
    try {
      await record.mutateAsync({
        site_id: site.id,
        type,
        amount: amount ?? 0,
        concept: concept.trim(),
        payment_method: method,
        specialist_id: needsSpecialist ? specialistId : null,
      });
      pushAlert(t('cashDrawer.recorded'), 'success');
      onClose();
    } catch (error) {
      setProblem(httpErrorMessage(error));
    }
  };
  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{direction === 'in' ? t('cashDrawer.cashIn') : t('cashDrawer.cashOut')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {kinds.length > 1 && (
            <TextField
              select
              label={t('cashDrawer.kind')}
              value={type}
              onChange={(event) => setType(event.target.value as MovementKind)}
            >
              {kinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`cashDrawer.types.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {needsSpecialist && (
            <TextField
              select
              label={t('cashDrawer.specialist')}
              value={specialistId ?? ''}
              onChange={(event) => setSpecialistId(Number(event.target.value) || null)}
            >
              {(options?.specialists ?? []).map((specialist) => (
                <MenuItem key={specialist.id} value={specialist.id}>
                  {`${specialist.name} ${specialist.last_name ?? ''}`.trim()}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('cashDrawer.amount')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text.trim() !== '' && amount === null}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            label={t('cashDrawer.concept')}
            value={concept}
            onChange={(event) => setConcept(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            select
            label={t('cashDrawer.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          >
            {(options?.methods ?? []).map((item) => (
              <MenuItem key={item.code} value={item.code}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={
            record.isPending || !amount || concept.trim().length < 3 || (needsSpecialist && !specialistId)
          }
        >
          {t('cashDrawer.record')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

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
          <Stack spacing={2}>
            <Table size="small" data-testid="close-result">
              <TableHead>
                <TableRow>
                  <TableCell>{t('cashDrawer.method')}</TableCell>
                  <TableCell align="right">{t('cashDrawer.expected')}</TableCell>
                  <TableCell align="right">{t('cashDrawer.counted')}</TableCell>
                  <TableCell align="right">{t('cashDrawer.difference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.counts.map((row) => (
                  <TableRow key={row.payment_methods_name}>
                    <TableCell>{label(row.payment_methods_name)}</TableCell>
                    <TableCell align="right">{formatMoney(row.expected_amount)}</TableCell>
                    <TableCell align="right">{formatMoney(row.counted_amount)}</TableCell>
                    <TableCell
                      align="right"
                      sx={{ color: row.difference === 0 ? 'success.dark' : 'error.dark', fontWeight: 600 }}
                    >
                      {formatMoney(row.difference)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="outlined"
                onClick={() =>
                  openClosingReport(result.id, 'print').catch((e: unknown) => setProblem(httpErrorMessage(e)))
                }
              >
                {t('cashDrawer.printReport')}
              </Button>
              <Button
                variant="outlined"
                onClick={() =>
                  openClosingReport(result.id, 'download').catch((e: unknown) =>
                    setProblem(httpErrorMessage(e)),
                  )
                }
              >
                {t('cashDrawer.downloadReport')}
              </Button>
            </Stack>
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
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
