import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// Status 403: a page that exists but the user's roles do not open. Said plainly, in the
// user's language, instead of pretending the page does not exist.
export function ForbiddenPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', textAlign: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 560 }}>
        <LockIcon color="primary" sx={{ fontSize: 72 }} />
        <Typography variant="overline" component="p" color="text.secondary">
          403
        </Typography>
        <Typography variant="h1" data-testid="forbidden">
          {t('ui.forbiddenTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('ui.forbiddenHelp', { page: t(titleKey) })}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('common.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
