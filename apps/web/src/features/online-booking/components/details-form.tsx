import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField, type FormValues } from '../../../shared/forms/form-fields';

export type VisitorData = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  notes: string;
  privacy_consent: boolean;
};

// The same rules the server applies, with its messages.
export function useVisitorForm() {
  const { t } = useTranslation();
  const schema = z.object({
    first_name: z.string().trim().min(1, t('onlineBooking.required')).max(80),
    last_name: z.string().trim().max(80),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{7,20}$/, t('onlineBooking.badPhone')),
    email: z
      .string()
      .trim()
      .pipe(z.email(t('onlineBooking.badEmail')).max(200)),
    notes: z.string().trim().max(500),
    // Ley 1581 de 2012: the server keeps no data without it.
    privacy_consent: z.literal(true, { error: t('onlineBooking.consentRequired') }),
  });
  return useForm<FormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { first_name: '', last_name: '', phone: '', email: '', notes: '', privacy_consent: false },
    mode: 'onTouched',
  });
}

// Step 3: who is coming.
export function DetailsForm({
  form,
  policyUrl,
}: {
  form: UseFormReturn<FormValues>;
  policyUrl: string | null;
}) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="first_name"
          label={t('onlineBooking.firstName')}
          autoComplete="given-name"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="last_name"
          label={t('onlineBooking.lastName')}
          autoComplete="family-name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="phone"
          label={t('onlineBooking.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="email"
          label={t('onlineBooking.email')}
          type="email"
          autoComplete="email"
          required
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="notes"
          label={t('onlineBooking.notes')}
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="privacy_consent"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(_, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                    name="privacy_consent"
                  />
                }
                label={
                  <Typography variant="body2">
                    {t('onlineBooking.consent')}{' '}
                    {policyUrl && (
                      <Link href={policyUrl} target="_blank" rel="noopener noreferrer">
                        {t('onlineBooking.consentPolicy')}
                      </Link>
                    )}
                  </Typography>
                }
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      </Grid>
    </Grid>
  );
}
