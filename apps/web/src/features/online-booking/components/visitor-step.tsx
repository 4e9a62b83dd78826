import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailsForm, type useVisitorForm } from './details-form';

// Step 3: the visitor's data, sent with Enter as with the summary's button.
export function VisitorStep({
  form,
  policyUrl,
  onSubmit,
}: {
  form: ReturnType<typeof useVisitorForm>;
  policyUrl: string | null;
  onSubmit: () => void;
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
      </form>
    </Stack>
  );
}
