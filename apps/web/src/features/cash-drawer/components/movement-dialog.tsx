import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { useDrawerOptions } from '../api/get-drawer-options';
import { useRecordMovement } from '../api/record-movement';
import { pesos } from '../pesos';

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
