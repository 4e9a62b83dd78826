import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

// Status 404: 'Page Not Found: {path}' (spec-coverage 2) under a Spanish heading; a screen of another
// kind of business (a reseller's /calendar) says why it is not there.
export function NotFoundPage({ otherBusiness = false }: { otherBusiness?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', textAlign: 'center', p: 3 }}>
      <Box>
        <SearchOffIcon color="primary" sx={{ fontSize: 72 }} />
        <Typography variant="overline" component="p" color="text.secondary">
          404
        </Typography>
        <Typography variant="h1">{t('errors.notFoundHeading')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="not-found">
          {t('errors.notFound', { path: pathname })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t(otherBusiness ? 'errors.notFoundOtherBusiness' : 'errors.notFoundHelp')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('common.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
