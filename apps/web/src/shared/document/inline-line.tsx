import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import { type LineField, type LineValues, lineTexts, parseLineValue, parseLineValues } from './line-fields';

export type InlineEdit<L> = {
  fields: LineField[];
  // The line's numbers now, as texts.
  current: (line: L) => Record<string, string>;
  invalidMessage: string;
  save: (line: L, values: LineValues) => Promise<unknown>;
};

// A line's numbers edited in place, saved when a field loses focus if every field is valid
// and one changed. The row is remounted (keyed by its numbers) when the server's answer comes.
export function useInlineLine<L>(edit: InlineEdit<L> | undefined, line: L, name: string) {
  const current = edit ? edit.current(line) : {};
  const fields = edit?.fields ?? [];
  const [texts, setTexts] = useState(() => lineTexts(fields, (field) => current[field.name] ?? ''));
  const commit = async () => {
    const values = parseLineValues(fields, texts);
    if (!edit) {
      return;
    }
    if (!values) {
      pushAlert(edit.invalidMessage, 'error');
      return;
    }
    if (fields.every((field) => values[field.name] === Number(current[field.name]))) {
      return;
    }
    try {
      await edit.save(line, values);
    } catch (error) {
      handleHttpError(error);
    }
  };
  // The input of one field, labelled with the line's product ("Cantidad Crema").
  return (fieldName: string) => {
    const field = fields.find((candidate) => candidate.name === fieldName);
    if (!field) {
      return null;
    }
    return (
      <TextField
        size="small"
        value={texts[field.name]}
        onChange={(event) => setTexts((now) => ({ ...now, [field.name]: event.target.value }))}
        onBlur={commit}
        error={field.kind === 'quantity' && parseLineValue(field, texts[field.name] ?? '') === null}
        sx={{ width: field.inlineWidth }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${field.label} ${name}` } }}
      />
    );
  };
}
