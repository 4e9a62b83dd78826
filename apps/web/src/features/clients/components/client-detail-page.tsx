import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { CHIP_IN_COLUMN } from '../../../shared/ui/responsive';
import { ClientBalanceCard } from './client-balance-card';
import { ClientDataCard } from './client-data-card';
import { ClientFormDialog } from './client-form-dialog';
import { ClientPurchasesCard, ClientRatingsCard, ClientReservationsCard } from './client-history-cards';
import { ClientWalletCard } from './client-wallet-card';
import { useClientDetail } from './use-client-detail';

export function ClientDetailPage() {
  const { t } = useTranslation();
  const { id, permissions, client, history, editing, setEditing } = useClientDetail();

  if (client.isLoading) {
    return <CenteredSpinner />;
  }
  if (!client.data) {
    return <Alert severity="error">{t('clients.notFound')}</Alert>;
  }
  const data = client.data;

  return (
    <Box>
      <Button component={RouterLink} to="/client" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('clients.back')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }} data-testid="client-name">
          {`${data.first_name} ${data.last_name ?? ''}`.trim()}
        </Typography>
        {!data.is_active && <Chip label={t('clients.inactive')} sx={CHIP_IN_COLUMN} />}
        {data.client_client_tag.map((tag) => (
          <Chip
            key={tag.client_tag_id.name}
            label={tag.client_tag_id.name}
            sx={
              tag.client_tag_id.color
                ? {
                    ...CHIP_IN_COLUMN,
                    bgcolor: tag.client_tag_id.color,
                    color: contrastTextColor(tag.client_tag_id.color),
                  }
                : CHIP_IN_COLUMN
            }
          />
        ))}
        {permissions.has('clients:update') && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('clients.edit')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ClientDataCard client={data} />
        </Grid>
        {permissions.has('sales:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ClientBalanceCard clientId={id} history={history} canSell={permissions.has('sales:create')} />
          </Grid>
        )}
        {permissions.has('sales:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ClientWalletCard
              clientId={id}
              canSell={permissions.has('sales:create')}
              canExtend={permissions.has('sales:delete')}
              canUpdate={permissions.has('sales:update')}
            />
          </Grid>
        )}
        {permissions.has('calendar:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ClientReservationsCard history={history} />
          </Grid>
        )}
        {permissions.has('sales:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ClientPurchasesCard history={history} />
          </Grid>
        )}
        {permissions.has('calendar:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ClientRatingsCard history={history} />
          </Grid>
        )}
      </Grid>
      {editing && <ClientFormDialog open client={data} onClose={() => setEditing(false)} />}
    </Box>
  );
}
