import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PageHeader } from '../../../shared/ui/page-header';
import { CloseDrawerDialog } from './close-drawer-dialog';
import { DrawerHistoryCard } from './drawer-history-card';
import { DrawerMovementsCard } from './drawer-movements-card';
import { DrawerSessionCard } from './drawer-session-card';
import { MovementDialog } from './movement-dialog';
import { OpenDrawerDialog } from './open-drawer-dialog';
import { useCashDrawerPage } from './use-cash-drawer-page';

// The cash drawer of a site: one open session, its movements, cash in and out, the count at
// closing with expected vs counted, the closing report, and the history of sessions.
export function CashDrawerPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const drawer = useCashDrawerPage();
  const { sites, siteId, site, status, session, expected, dialog, setDialog } = drawer;

  return (
    <>
      <PageHeader title={t(screen.title)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        {sites.length > 1 && (
          <TextField
            select
            size="small"
            label={t('common.site')}
            value={siteId || ''}
            onChange={(event) => drawer.chooseSite(Number(event.target.value))}
            sx={{ minWidth: 200 }}
          >
            {sites.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {session && permissions.has('cash_drawer:create') && (
          <>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'in' })}>
              {t('cashDrawer.cashIn')}
            </Button>
            <Button variant="outlined" startIcon={<RemoveIcon />} onClick={() => setDialog({ kind: 'out' })}>
              {t('cashDrawer.cashOut')}
            </Button>
          </>
        )}
        {session && permissions.has('cash_drawer:update') && (
          <Button
            variant="contained"
            startIcon={<LockIcon />}
            onClick={() => setDialog({ kind: 'close', id: session.id, expected })}
          >
            {t('cashDrawer.close')}
          </Button>
        )}
        {!session && status.data && permissions.has('cash_drawer:create') && (
          <Button
            variant="contained"
            startIcon={<LockOpenIcon />}
            onClick={() => setDialog({ kind: 'open' })}
          >
            {t('cashDrawer.open')}
          </Button>
        )}
      </Stack>
      {status.isLoading ? (
        <CenteredSpinner />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <DrawerSessionCard drawer={drawer} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <DrawerMovementsCard drawer={drawer} />
          </Grid>
          <Grid size={12}>
            <DrawerHistoryCard drawer={drawer} />
          </Grid>
        </Grid>
      )}
      {dialog?.kind === 'open' && site && <OpenDrawerDialog site={site} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'in' || dialog?.kind === 'out') && site && (
        <MovementDialog site={site} direction={dialog.kind} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'close' && (
        <CloseDrawerDialog
          sessionId={dialog.id}
          expected={dialog.expected}
          blind={status.data?.blind ?? false}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
