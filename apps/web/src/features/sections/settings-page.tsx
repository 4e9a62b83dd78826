import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { settingsPages } from '../../app/menu';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from './page-header';
import { WhatItHolds } from './what-it-holds';

export function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const page = settingsPages.find((item) => item.path === pathname);
  if (page) {
    return (
      <>
        <PageHeader title={t(page.labelKey)} />
        <WhatItHolds text={t('sections.setting', { name: t(page.labelKey) })} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('menu.settings')} />
      <Grid container spacing={2}>
        {settingsPages
          .filter((item) => permissions.has(`${item.module}:read`))
          .map((item) => (
            <Grid key={item.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card>
                <CardActionArea component={RouterLink} to={item.path}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 600 }}>{t(item.labelKey)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
      </Grid>
    </>
  );
}
