import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { ListHeader } from '../../../shared/ui/list-parts';
import { type SiteRow, useSitesWithSchedule } from '../api/get-sites-with-schedule';
import { SiteDialog } from './site-dialog';
import { ScheduleEditor } from './site-schedule-editor';

// Sites and hours: each site's data and its weekly opening hours.
export function SitesPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const sites = useSitesWithSchedule();
  const [editing, setEditing] = useState<SiteRow | 'new' | null>(null);
  if (sites.isLoading) {
    return <CenteredSpinner />;
  }
  const canEdit = permissions.has('settings:update');
  return (
    <Box>
      <ListHeader title={t('settingsMenu.sites')}>
        {permissions.has('settings:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-site"
          >
            {t('settingsPages.newSite')}
          </Button>
        )}
      </ListHeader>
      <Grid container spacing={2}>
        {(sites.data ?? []).map((site) => (
          <Grid size={{ xs: 12, lg: 6 }} key={site.id}>
            <Card data-testid={`site-card-${site.id}`}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h3" sx={{ flexGrow: 1 }}>
                    {site.name}
                  </Typography>
                  {!site.is_active && <Chip size="small" label={t('crud.inactive')} />}
                  {canEdit && (
                    <IconButton
                      aria-label={`${t('crud.edit')} ${site.name}`}
                      onClick={() => setEditing(site)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {[site.address, site.phone, site.email].filter(Boolean).join(' · ') ||
                    t('settingsPages.noContact')}
                </Typography>
                <ScheduleEditor key={JSON.stringify(site.site_schedule)} site={site} canEdit={canEdit} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {editing && (
        <SiteDialog site={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
