import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import type { ItemColumn } from '../api/http';
import { FormDialog } from '../ui/form-dialog';
import { useCatalogOptions } from './api/get-catalog-options';
import { useSaveCatalogItem } from './api/save-catalog-item';
import { ColorField } from './color-field';
import type { CatalogConfig, CatalogRow, FieldDef } from './types';

type Values = Record<string, string | boolean>;
type T = (key: string, options?: Record<string, unknown>) => string;

function fieldSchema(field: FieldDef, t: T) {
  const label = t(field.label);
  if (field.kind === 'boolean') {
    return z.boolean();
  }
  let text = z.string().trim();
  if (field.required) {
    text = text.min(1, t('crud.required', { field: label }));
  }
  if (field.kind === 'color') {
    return text.refine((value) => value === '' || /^#[0-9A-Fa-f]{6}$/.test(value), t('crud.colorInvalid'));
  }
  if (field.kind === 'number' || field.kind === 'money') {
    return text.refine(
      (value) => {
        if (value === '') {
          return !field.required;
        }
        const number = Number(value);
        return (
          Number.isInteger(number) &&
          number >= (field.min ?? 0) &&
          (field.max === undefined || number <= field.max)
        );
      },
      t('crud.numberRange', { field: label, min: field.min ?? 0, max: field.max ?? '∞' }),
    );
  }
  return text.max(field.max ?? 200, t('crud.tooLong', { field: label, max: field.max ?? 200 }));
}

const initialValue = (field: FieldDef, row?: CatalogRow): string | boolean => {
  const value = row?.[field.name];
  if (field.kind === 'boolean') {
    return typeof value === 'boolean' ? value : Boolean(field.default ?? false);
  }
  if (field.kind === 'select') {
    const related = value as { id: number } | null | undefined;
    return related?.id ? String(related.id) : '';
  }
  return value === null || value === undefined ? String(field.default ?? '') : String(value);
};

// Empty optional texts are stored as null; numbers and relation ids as numbers.
function toPayload(config: CatalogConfig, values: Values) {
  return Object.fromEntries(
    config.fields.map((field) => {
      const value = values[field.name];
      if (typeof value === 'boolean') {
        return [field.name, value];
      }
      const text = value.trim();
      if (text === '') {
        return [field.name, null];
      }
      return [field.name, ['number', 'money', 'select'].includes(field.kind) ? Number(text) : text];
    }),
  );
}

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

type FieldProps = { field: FieldDef; value: string; onChange: (value: string) => void; error?: string };

export function CatalogFormDialog({
  config,
  row,
  onClose,
}: {
  config: CatalogConfig;
  row?: CatalogRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveCatalogItem(config.collection);
  const schema = z.object(
    Object.fromEntries(config.fields.map((field) => [field.name, fieldSchema(field, t)])),
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: Object.fromEntries(config.fields.map((field) => [field.name, initialValue(field, row)])),
  });
  useWatch({ control: form.control });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: row?.id, values: toPayload(config, values) });
      pushAlert(t('crud.saved', { name: t(config.singular) }), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  });

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {row ? t('crud.editTitle', { name: t(config.singular).toLowerCase() }) : t(config.newLabel)}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {config.fields.map((field, index) => (
              <Controller
                key={field.name}
                control={form.control}
                name={field.name}
                render={({ field: input }) => {
                  const error = errors[field.name]?.message as string | undefined;
                  if (field.kind === 'boolean') {
                    return (
                      <FormControlLabel
                        control={
                          <Switch
                            checked={Boolean(input.value)}
                            onChange={(_, checked) => input.onChange(checked)}
                          />
                        }
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
                  return (
                    <TextField
                      fullWidth
                      select={field.kind === 'enum'}
                      label={t(field.label)}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      autoFocus={index === 0}
                      required={field.required}
                      error={Boolean(error)}
                      helperText={error}
                      multiline={field.kind === 'longText'}
                      minRows={field.kind === 'longText' ? 2 : undefined}
                      slotProps={{
                        htmlInput:
                          field.kind === 'number' || field.kind === 'money' ? { inputMode: 'numeric' } : {},
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
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
