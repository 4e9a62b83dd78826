import { DEFAULT_TIME_ZONE } from '@sari/domain/zoned-time';
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

// The home page's state: who is looking, which panels they may see, the site's "today" and the
// queries behind each panel.
export function useHomePage() {
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

  return {
    firstName: current?.user.first_name ?? '',
    day: range.day,
    agenda,
    orders,
    can,
    reservations,
    sales,
    next,
    openOrders,
    lowStock,
  };
}
