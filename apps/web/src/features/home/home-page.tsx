import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { colorPair } from '@sari/domain/color';
import { formatDate, formatLongDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { RESERVATION_STATUSES } from '@sari/domain/reservation-status';
import { formatTime12h } from '@sari/domain/time-slots';
import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../shared/api/use-sites';
import { useShellNavigation } from '../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../shared/session/current-user';
import { useSelectedSite } from '../../shared/session/site-selection';
import { todayRange } from './api/dashboard-keys';
import { useLowStock } from './api/get-low-stock';
import { useNextAppointments } from './api/get-next-appointments';
import { useOpenOrders } from './api/get-open-orders';
import { useReservationsByStatus } from './api/get-reservations-by-status';
import { useSalesToday } from './api/get-sales-today';

const STATUS_COLORS: Record<string, 'primary' | 'success' | 'info' | 'warning' | 'error'> = {
  confirmada: 'primary',
  cliente_llego: 'success',
  inicio_servicio: 'info',
  no_llego: 'warning',
  cancelado: 'error',
};

function Panel({
  title,
  loading,
  children,
  testId,
}: {
  title: string;
  loading?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      {loading && <LinearProgress />}
      <CardContent>
        <Typography variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

// Today at a glance for the selected sites: reservations by status, sales and how they were
// paid, the next appointments and products at or below their minimum stock.
export function HomePage() {
  const { t } = useTranslation();
  const site = useSelectedSite();
  const { screenExists } = useShellNavigation();
  const current = useCurrentUser().data;
  const can = (module: string) => current?.permissions.has(`${module}:read`) ?? false;
  // What the dashboard holds follows the business (decision 022): the agenda's panels where the
  // agenda exists, the orders to deliver where orders exist.
  const category = current?.category ?? '';
  const agenda = can('calendar') && screenExists('calendar', category);
  const orders = can('sales') && screenExists('salesOrder', category);
  // "Today" is the selected site's (with all sites, the first one's): a Bogotá salon at 20:00
  // still sees tonight.
  const sites = useSites().data ?? [];
  const timeZone =
    (sites.find((candidate) => candidate.id === site) ?? sites[0])?.time_zone ?? DEFAULT_TIME_ZONE;
  const range = todayRange(timeZone);
  const reservations = useReservationsByStatus(range.day, site, agenda);
  const sales = useSalesToday(range, site, can('sales'));
  const next = useNextAppointments(range, site, agenda);
  const openOrders = useOpenOrders(site, orders);
  const lowStock = useLowStock(site, can('products'));
  const counts = new Map((reservations.data ?? []).map((row) => [row.status, row.count]));
  const totalReservations = [...counts.values()].reduce((sum, count) => sum + count, 0);

  return (
    <Box>
      <Typography variant="h1">{t('home.greeting', { name: current?.user.first_name ?? '' })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('home.today', { date: formatLongDate(range.day) })}
      </Typography>
      <Grid container spacing={2}>
        {agenda && (
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Panel
              title={t('home.reservationsToday')}
              loading={reservations.isLoading}
              testId="reservations-today"
            >
              <Typography variant="h2" color="primary" sx={{ mb: 2 }}>
                {totalReservations}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {RESERVATION_STATUSES.map((status) => (
                  <Chip
                    key={status}
                    color={STATUS_COLORS[status]}
                    variant={counts.get(status) ? 'filled' : 'outlined'}
                    label={`${t(`status.${status}`)}: ${counts.get(status) ?? 0}`}
                  />
                ))}
              </Stack>
            </Panel>
          </Grid>
        )}
        {can('sales') && (
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Panel title={t('home.salesToday')} loading={sales.isLoading} testId="sales-today">
              <Typography variant="h2" color="primary">
                {formatMoney(sales.data?.total ?? 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('home.byMethod')}
              </Typography>
              {(sales.data?.methods ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('home.noSales')}</Typography>
              ) : (
                <List dense disablePadding>
                  {sales.data?.methods.map((row) => (
                    <ListItem
                      key={row.method}
                      disableGutters
                      secondaryAction={
                        <Typography sx={{ fontWeight: 600 }}>{formatMoney(row.amount)}</Typography>
                      }
                    >
                      <ListItemText primary={row.method} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Panel>
          </Grid>
        )}
        {orders && (
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Panel title={t('home.openOrders')} loading={openOrders.isLoading} testId="open-orders">
              <Typography variant="h2" color="primary" sx={{ mb: 1 }}>
                {openOrders.data?.meta?.filter_count ?? 0}
              </Typography>
              {(openOrders.data?.data ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('home.noOpenOrders')}</Typography>
              ) : (
                <List dense disablePadding>
                  {openOrders.data?.data.map((row) => (
                    <ListItem
                      key={row.id}
                      disableGutters
                      secondaryAction={
                        <Typography sx={{ fontWeight: 600 }}>{formatMoney(row.total)}</Typography>
                      }
                    >
                      <ListItemText
                        primary={`#${row.id} · ${`${row.client_id?.first_name ?? ''} ${row.client_id?.last_name ?? ''}`.trim() || '—'}`}
                        secondary={t('home.deliveryOn', {
                          date: formatDate(row.delivery_date ?? row.order_date),
                          status: t(`home.orderStatus.${row.status}`),
                        })}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Panel>
          </Grid>
        )}
        {agenda && (
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Panel title={t('home.nextAppointments')} loading={next.isLoading} testId="next-appointments">
              {(next.data ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('home.noAppointments')}</Typography>
              ) : (
                <List dense disablePadding>
                  {next.data?.map((row) => (
                    <ListItem key={row.id} disableGutters>
                      <Chip
                        size="small"
                        label={formatTime12h(row.service_time)}
                        sx={{
                          mr: 1.5,
                          minWidth: 78,
                          bgcolor: colorPair(row.specialist_id.color_in_reserve).fill,
                          color: colorPair(row.specialist_id.color_in_reserve).text,
                        }}
                      />
                      <ListItemText
                        primary={`${row.service_reservation_id.client_id?.first_name ?? ''} ${row.service_reservation_id.client_id?.last_name ?? ''}`.trim()}
                        secondary={`${row.service_id.name} · ${row.specialist_id.name}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Panel>
          </Grid>
        )}
        {can('products') && (
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Panel title={t('home.lowStock')} loading={lowStock.isLoading} testId="low-stock">
              {(lowStock.data ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('home.noLowStock')}</Typography>
              ) : (
                <List dense disablePadding>
                  {lowStock.data?.map((row) => (
                    <ListItem key={row.id} disableGutters sx={{ gap: 1 }}>
                      <ListItemText primary={row.product_id.name} secondary={row.site_id.name} />
                      <Chip
                        size="small"
                        color="warning"
                        sx={{ flexShrink: 0 }}
                        label={t('home.stockOf', { current: row.current_stock ?? 0, min: row.min_stock })}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Panel>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
