import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { FormSwitch, FormTextField, type FormValues } from '../../../shared/forms/form-fields';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Supplier } from '../api/purchase-keys';
import { useSaveSupplier } from '../api/save-supplier';

const TEXTS = [
  'name',
  'tax_id',
  'contact_name',
  'phone',
  'email',
  'address',
  'payment_terms',
  'notes',
] as const;

export function SupplierFormDialog({ supplier, onClose }: { supplier?: Supplier; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveSupplier();
  const tooLong = (max: number) => t('crud.tooLong', { field: '', max }).trim();
  const optional = (max: number) => z.string().trim().max(max, tooLong(max));
  const schema = z.object({
    name: z.string().trim().min(1, t('purchases.required')).max(200, tooLong(200)),
    tax_id: optional(40),
    contact_name: optional(120),
    phone: optional(40),
    email: optional(200).refine(
      (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      t('purchases.emailInvalid'),
    ),
    address: optional(300),
    payment_terms: optional(120),
    notes: optional(2000),
    is_active: z.boolean(),
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      ...Object.fromEntries(TEXTS.map((name) => [name, supplier?.[name] ?? ''])),
      is_active: supplier?.is_active ?? true,
    },
  });
  const control = form.control;

  const submit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.trim() || null : value,
      ]),
    );
    try {
      await save.mutateAsync({ id: supplier?.id, values: body });
      pushAlert(t('purchases.supplierSaved'), 'success');
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
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{supplier ? t('purchases.editSupplier') : t('purchases.newSupplier')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField control={control} name="name" label={t('purchases.name')} required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField control={control} name="tax_id" label={t('purchases.taxId')} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField control={control} name="contact_name" label={t('purchases.contact')} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name="phone"
                label={t('purchases.phone')}
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name="email"
                label={t('purchases.email')}
                slotProps={{ htmlInput: { inputMode: 'email' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField control={control} name="address" label={t('purchases.address')} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name="payment_terms"
                label={t('purchases.paymentTerms')}
                placeholder={t('purchases.paymentTermsHelp')}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="notes"
                label={t('purchases.notes')}
                multiline
                minRows={2}
              />
            </Grid>
            {supplier && (
              <Grid size={12}>
                <FormSwitch control={control} name="is_active" label={t('purchases.active')} />
              </Grid>
            )}
          </Grid>
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
