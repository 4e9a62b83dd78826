import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailsForm, type useVisitorForm } from './details-form';

// Step 3: the visitor's data, sent with Enter as with the summary's button.
export function VisitorStep({
  form,
  policyUrl,
  onSubmit,
  giftCard,
}: {
  form: ReturnType<typeof useVisitorForm>;
  policyUrl: string | null;
  onSubmit: () => void;
  // Shown when the company takes gift cards online (decision 056).
  giftCard: { code: string; onCode: (code: string) => void } | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h3">{t('onlineBooking.yourData')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('onlineBooking.emailHelp')}
      </Typography>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <DetailsForm form={form} policyUrl={policyUrl} />
        {giftCard && (
          <TextField
            fullWidth
            sx={{ mt: 2 }}
            label={t('onlineBooking.giftCardCode')}
            helperText={t('onlineBooking.giftCardHelp')}
            value={giftCard.code}
            onChange={(event) => giftCard.onCode(event.target.value.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: 19, 'data-testid': 'gift-card-code' } }}
          />
        )}
      </form>
    </Stack>
  );
}
