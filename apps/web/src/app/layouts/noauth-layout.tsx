import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';

// Public pages for visitors (online reservation): a brand header, no menu.
export function NoAuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary">
        <Toolbar>
          <Typography variant="h3" sx={{ flexGrow: 1, color: 'secondary.main' }}>
            {t('app.name')}
          </Typography>
          <LanguageSwitch light />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 4 } }}>
        {children}
      </Box>
    </Box>
  );
}
