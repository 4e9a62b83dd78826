import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemColumn } from '../api/http';
import { useCatalogOptions } from './api/get-catalog-options';
import type { Values } from './catalog-form-values';
import { ColorField } from './color-field';
import type { FieldDef } from './types';

type FieldProps = { field: FieldDef; value: string; onChange: (value: string) => void; error?: string };

function SelectField({ field, value, onChange, error }: FieldProps) {
  const { t } = useTranslation();
  // The pair is checked together in the config (CatalogOptions).
  const { collection, labelField } = field.options!;
  const options = useCatalogOptions(collection, labelField as ItemColumn<typeof collection>).data ?? [];
  return (
    <TextField
      select
      fullWidth
      label={t(field.label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required={field.required}
    >
      {!field.required && (
        <MenuItem value="">
          <em>{t('crud.none')}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

// One field of a catalogue form, by its kind: a switch, a relation's options, a colour, or text
// (numbers and money with the phone's number pad, an enum as a select).
export function CatalogField({
  field,
  input,
  error,
  autoFocus,
}: {
  field: FieldDef;
  input: ControllerRenderProps<Values, string>;
  error?: string;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  if (field.kind === 'boolean') {
    return (
      <FormControlLabel
        control={<Switch checked={Boolean(input.value)} onChange={(_, checked) => input.onChange(checked)} />}
        label={t(field.label)}
      />
    );
  }
  const props = { field, value: String(input.value), onChange: input.onChange, error };
  if (field.kind === 'select') {
    return <SelectField {...props} />;
  }
  if (field.kind === 'color') {
    return <ColorField {...props} />;
  }
  const numeric = field.kind === 'number' || field.kind === 'money';
  return (
    <TextField
      fullWidth
      select={field.kind === 'enum'}
      label={t(field.label)}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      autoFocus={autoFocus}
      required={field.required}
      error={Boolean(error)}
      helperText={error}
      multiline={field.kind === 'longText'}
      minRows={field.kind === 'longText' ? 2 : undefined}
      slotProps={{
        htmlInput: numeric ? { inputMode: 'numeric' } : {},
        input:
          field.kind === 'money'
            ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
            : undefined,
      }}
    >
      {field.values?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
