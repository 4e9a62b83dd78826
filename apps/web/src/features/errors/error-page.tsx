import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

// 404 goes to the not-found page; every other status to this generic one.
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', textAlign: 'center', p: 3 }}>
      <Box>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 72 }} />
        <Typography variant="overline" component="p" color="text.secondary">
          {status}
        </Typography>
        <Typography variant="h1">{t('errors.genericTitle')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('errors.genericHelp')}
        </Typography>
        <Button variant="contained" href="/">
          {t('common.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
