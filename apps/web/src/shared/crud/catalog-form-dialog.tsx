import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';
import { FormDialog } from '../ui/form-dialog';
import { useSaveCatalogItem } from './api/save-catalog-item';
import { CatalogField } from './catalog-field';
import { fieldSchema, initialValue, toPayload, type Values } from './catalog-form-values';
import type { CatalogConfig, CatalogRow } from './types';

// A catalogue row's form, from the config's fields: new when no row is given.
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
                render={({ field: input }) => (
                  <CatalogField
                    field={field}
                    input={input}
                    error={errors[field.name]?.message as string | undefined}
                    autoFocus={index === 0}
                  />
                )}
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
