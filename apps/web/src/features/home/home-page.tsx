import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import { LowStockPanel } from './low-stock-panel';
import { NextAppointmentsPanel } from './next-appointments-panel';
import { OpenOrdersPanel } from './open-orders-panel';
import { ReservationsTodayPanel } from './reservations-today-panel';
import { SalesTodayPanel } from './sales-today-panel';
import { useHomePage } from './use-home-page';

const CELL = { xs: 12, md: 6, xl: 4 };

// Today at a glance for the selected sites: reservations by status, sales and how they were
// paid, the next appointments and products at or below their minimum stock.
export function HomePage() {
  const { t } = useTranslation();
  const { firstName, day, agenda, orders, can, reservations, sales, next, openOrders, lowStock } =
    useHomePage();

  return (
    <Box>
      <Typography variant="h1">{t('home.greeting', { name: firstName })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('home.today', { date: formatLongDate(day) })}
      </Typography>
      <Grid container spacing={2}>
        {agenda && (
          <Grid size={CELL}>
            <ReservationsTodayPanel rows={reservations.data} loading={reservations.isLoading} />
          </Grid>
        )}
        {can('sales') && (
          <Grid size={CELL}>
            <SalesTodayPanel sales={sales.data} loading={sales.isLoading} />
          </Grid>
        )}
        {orders && (
          <Grid size={CELL}>
            <OpenOrdersPanel
              count={openOrders.data?.meta?.filter_count ?? 0}
              rows={openOrders.data?.data}
              loading={openOrders.isLoading}
            />
          </Grid>
        )}
        {agenda && (
          <Grid size={CELL}>
            <NextAppointmentsPanel rows={next.data} loading={next.isLoading} />
          </Grid>
        )}
        {can('products') && (
          <Grid size={CELL}>
            <LowStockPanel rows={lowStock.data} loading={lowStock.isLoading} />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
