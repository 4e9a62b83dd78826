import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Client } from '../api/client-keys';

// Clients already saved with the same phone, email or document, each a link to its page.
export function ClientDuplicatesAlert({
  duplicates,
}: {
  duplicates: Pick<Client, 'id' | 'first_name' | 'last_name'>[];
}) {
  const { t } = useTranslation();
  if (duplicates.length === 0) {
    return null;
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="client-duplicates">
      {t('clients.duplicates')}{' '}
      {duplicates.map((duplicate, index) => (
        <span key={duplicate.id}>
          {index > 0 && ', '}
          <RouterLink to={`/client/detail/${duplicate.id}`}>
            {`${duplicate.first_name} ${duplicate.last_name ?? ''}`.trim()}
          </RouterLink>
        </span>
      ))}
    </Alert>
  );
}
