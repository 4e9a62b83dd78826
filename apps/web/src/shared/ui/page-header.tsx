import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuTab } from '../navigation/shell-navigation';

export function PageHeader({ title, tabs }: { title: string; tabs?: MenuTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = tabs?.find((tab) => pathname.startsWith(tab.path))?.path ?? false;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" sx={{ mb: tabs ? 1 : 0 }}>
        {title}
      </Typography>
      {tabs && (
        <Tabs
          value={active}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.path}
              value={tab.path}
              label={t(tab.labelKey)}
              component={RouterLink}
              to={tab.path}
            />
          ))}
        </Tabs>
      )}
    </Box>
  );
}
