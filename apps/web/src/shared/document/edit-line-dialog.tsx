import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleHttpError } from '../alerts/http-error';
import { FormDialog, useChanged } from '../ui/form-dialog';
import { type LineField, type LineValues, lineTexts, parseLineValue, parseLineValues } from './line-fields';

// A line's numbers changed in a dialog; the server recomputes the totals.
export function EditLineDialog({
  title,
  fields,
  current,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  fields: LineField[];
  // The line's numbers now, as texts.
  current: Record<string, string>;
  busy: boolean;
  onSave: (values: LineValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => lineTexts(fields, (field) => current[field.name] ?? ''));
  const dirty = useChanged(texts);
  const values = parseLineValues(fields, texts);
  const submit = async () => {
    if (!values) {
      return;
    }
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };
  return (
    <FormDialog dirty={dirty} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              value={texts[field.name]}
              error={parseLineValue(field, texts[field.name] ?? '') === null}
              onChange={(event) => setTexts((now) => ({ ...now, [field.name]: event.target.value }))}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': field.testId } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!values || busy}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
