import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import { useSites } from '../../../shared/api/use-sites';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { EmptyRow, ListPagination } from '../../../shared/ui/list-parts';
import { PageHeader } from '../../../shared/ui/page-header';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { SectionCard } from '../../../shared/ui/section-card';
import { MOVEMENT_SIGN } from '../api/cash-drawer-keys';
import { openClosingReport } from '../api/get-closing-report';
import { useDrawerStatus } from '../api/get-drawer-status';
import { useSessionMovements } from '../api/get-session-movements';
import { SESSIONS_PAGE_SIZE, useSessions } from '../api/get-sessions';
import { CloseDrawerDialog, MovementDialog, OpenDrawerDialog } from './drawer-dialogs';

const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } };
const person = (user: { first_name: string; last_name: string | null } | null) =>
  user ? `${user.first_name} ${user.last_name ?? ''}`.trim() : '—';

// The cash drawer of a site: one open session, its movements, cash in and out, the count at
// closing with expected vs counted, the closing report, and the history of sessions.
export function CashDrawerPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const sites = useSites().data ?? [];
  const selected = useSelectedSite();
  const [chosen, setChosen] = useState(0);
  const siteId = chosen || selected || sites[0]?.id || 0;
  const site = sites.find((item) => item.id === siteId);
  const status = useDrawerStatus(siteId);
  const session = status.data?.session ?? null;
  const movements = useSessionMovements(session?.id ?? null);
  const [page, setPage] = useState(0);
  const sessions = useSessions(siteId, page);
  const [dialog, setDialog] = useState<
    | null
    | { kind: 'open' }
    | { kind: 'in' }
    | { kind: 'out' }
    | { kind: 'close'; id: number; expected: typeof expected }
  >(null);
  const [problem, setProblem] = useState<string | null>(null);
  const expected = (status.data?.expected ?? []).map((row) => ({
    payment_methods_name: row.payment_methods_name,
    expected: row.expected,
  }));
  const methodName = usePaymentMethodLabel();
  // Times on the site's wall clock.
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString('es-CO', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: site?.time_zone,
    });

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
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setPage(0);
            }}
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
            <SectionCard title={t('cashDrawer.session')} testId="drawer-session">
              {!session ? (
                <Alert severity="info">{t('cashDrawer.closedNow', { site: site?.name ?? '' })}</Alert>
              ) : (
                <Stack spacing={1}>
                  <Chip color="success" label={t('cashDrawer.openNow')} sx={{ alignSelf: 'flex-start' }} />
                  <Typography>
                    {t('cashDrawer.openedAt', {
                      date: formatDate(session.opened_at),
                      time: time(session.opened_at),
                      name: session.opened_by ?? '—',
                    })}
                  </Typography>
                  <Typography>
                    {t('cashDrawer.floatWas', { amount: formatMoney(session.opening_amount) })}
                  </Typography>
                  {status.data?.blind && expected.length === 0 ? (
                    <Typography color="text.secondary">{t('cashDrawer.blind')}</Typography>
                  ) : (
                    <Table size="small" data-testid="drawer-expected">
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('cashDrawer.method')}</TableCell>
                          <TableCell align="right" sx={HIDE_ON_PHONE}>
                            {t('cashDrawer.in')}
                          </TableCell>
                          <TableCell align="right" sx={HIDE_ON_PHONE}>
                            {t('cashDrawer.out')}
                          </TableCell>
                          <TableCell align="right">{t('cashDrawer.expected')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {(status.data?.expected ?? []).map((row) => (
                          <TableRow key={row.payment_methods_name}>
                            <TableCell>{methodName(row.payment_methods_name)}</TableCell>
                            <TableCell align="right" sx={HIDE_ON_PHONE}>
                              {formatMoney(row.in)}
                            </TableCell>
                            <TableCell align="right" sx={HIDE_ON_PHONE}>
                              {formatMoney(row.out)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontWeight: 600 }}>
                              {formatMoney(row.expected)}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </Stack>
              )}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionCard title={t('cashDrawer.movements')} testId="drawer-movements">
              <ScrollRegion label={t('cashDrawer.movements')} maxHeight={420}>
                <Table size="small" stickyHeader>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('cashDrawer.time')}</TableCell>
                      <TableCell>{t('cashDrawer.concept')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {t('cashDrawer.method')}
                      </TableCell>
                      <TableCell align="right">{t('cashDrawer.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(!session || movements.data?.length === 0) && (
                      <EmptyRow colSpan={4} text={t('cashDrawer.noMovements')} />
                    )}
                    {session &&
                      movements.data?.map((movement) => (
                        <TableRow key={movement.id}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(movement.date_created)}</TableCell>
                          <TableCell>
                            <Typography variant="body2">
                              {movement.concept ?? t(`cashDrawer.types.${movement.type}`, movement.type)}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {t(`cashDrawer.types.${movement.type}`, movement.type)}
                              {movement.specialist_id ? ` · ${movement.specialist_id.name}` : ''}
                              {movement.client_id ? ` · ${movement.client_id.first_name}` : ''}
                            </Typography>
                          </TableCell>
                          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                            {methodName(movement.payment_methods_name)}
                          </TableCell>
                          <TableCell
                            align="right"
                            sx={{
                              whiteSpace: 'nowrap',
                              color: movement.direction === 'out' ? 'error.dark' : 'success.dark',
                            }}
                          >
                            {formatMoney(MOVEMENT_SIGN(movement.direction) * movement.amount)}
                          </TableCell>
                        </TableRow>
                      ))}
                  </TableBody>
                </Table>
              </ScrollRegion>
            </SectionCard>
          </Grid>
          <Grid size={12}>
            <SectionCard title={t('cashDrawer.history')} testId="drawer-history">
              {problem && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {problem}
                </Alert>
              )}
              <TableContainer>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('cashDrawer.opened')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {t('cashDrawer.closed')}
                      </TableCell>
                      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {t('cashDrawer.float')}
                      </TableCell>
                      <TableCell align="right">{t('cashDrawer.difference')}</TableCell>
                      <TableCell align="right">{t('cashDrawer.report')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {sessions.data?.data.length === 0 && (
                      <EmptyRow colSpan={5} text={t('cashDrawer.noSessions')} />
                    )}
                    {sessions.data?.data.map((row) => {
                      const difference = row.cash_drawer_count.reduce(
                        (sum, count) => sum + count.difference,
                        0,
                      );
                      return (
                        <TableRow key={row.id} data-testid="drawer-session-row">
                          <TableCell>
                            {formatDate(row.opened_at)} {time(row.opened_at)}
                            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                              {person(row.opened_by)}
                            </Typography>
                          </TableCell>
                          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                            {row.closed_at
                              ? `${formatDate(row.closed_at)} ${time(row.closed_at)}`
                              : t('cashDrawer.openNow')}
                            {row.notes && (
                              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                {row.notes}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                            {formatMoney(row.opening_amount)}
                          </TableCell>
                          <TableCell
                            align="right"
                            sx={{
                              color:
                                row.status === 'open'
                                  ? 'text.secondary'
                                  : difference === 0
                                    ? 'success.dark'
                                    : 'error.dark',
                            }}
                          >
                            {row.status === 'open' ? '—' : formatMoney(difference)}
                          </TableCell>
                          <TableCell align="right">
                            {row.status === 'closed' && (
                              <Button
                                size="small"
                                onClick={() =>
                                  openClosingReport(row.id, 'download').catch((e: unknown) =>
                                    setProblem(httpErrorMessage(e)),
                                  )
                                }
                              >
                                PDF
                              </Button>
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              <Box sx={{ overflowX: 'auto' }}>
                <ListPagination
                  count={sessions.data?.meta?.filter_count ?? 0}
                  page={page}
                  pageSize={SESSIONS_PAGE_SIZE}
                  onPage={setPage}
                  onPageSize={() => undefined}
                />
              </Box>
            </SectionCard>
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
