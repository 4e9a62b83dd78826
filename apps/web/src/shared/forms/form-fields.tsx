import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';

// Forms whose values are texts and switches (the zod schema turns texts into numbers on save).
export type FormValues = Record<string, string | boolean>;

// A text field bound to the form, with its validation message under it.
export function FormTextField({
  control,
  name,
  label,
  ...extra
}: { control: Control<FormValues>; name: string; label: string } & Omit<TextFieldProps, 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );
}

export function FormSwitch({
  control,
  name,
  label,
}: {
  control: Control<FormValues>;
  name: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />
          }
          label={label}
        />
      )}
    />
  );
}
