import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';

// Sign-in, sign-up, password reset and qualification: a card over the brand background.
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        background: 'linear-gradient(135deg, #5D2784 0%, #3E1A59 60%, #2A103E 100%)',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          px: 10,
          color: '#fff',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: '3rem', color: 'secondary.main' }}>
          {t('app.name')}
        </Typography>
        <Typography sx={{ fontSize: '1.4rem', mt: 2, maxWidth: 460 }}>{t('app.tagline')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 4 }} elevation={6}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Typography variant="h2" color="primary" sx={{ display: { lg: 'none' } }}>
              {t('app.name')}
            </Typography>
            <Box sx={{ ml: 'auto' }}>
              <LanguageSwitch />
            </Box>
          </Box>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
