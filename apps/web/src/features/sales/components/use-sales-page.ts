import { addDays } from '@sari/domain/local-days';
import { chargeBlock } from '@sari/domain/reservation-status';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSites } from '../../../shared/api/use-sites';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useSalesClient } from '../api/get-client';
import { useClientOptions } from '../api/get-client-options';
import { useFilterOptions } from '../api/get-filter-options';
import { type ReservationToCharge, useReservationToCharge } from '../api/get-reservation';
import { useSales } from '../api/get-sales';
import type { ClientOption, SalesFilters } from '../api/sales-keys';

// The sales page's state: its filters and list, the ?cobrar= reservation, the ?abono= client and
// the ?tarjeta= or ?plan= client (a gift card or a session package sold from the client's page)
// it was opened for, and which dialog is open.
export function useSalesPage() {
  const selectedSite = useSelectedSite();
  const sites = useSites().data ?? [];
  const [params, setParams] = useSearchParams();
  const idParam = (name: string) =>
    /^\d{1,10}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : null;
  const cobrar = idParam('cobrar');
  const abono = idParam('abono');
  const tarjeta = idParam('tarjeta');
  const plan = tarjeta === null ? idParam('plan') : null;
  // A membership renewed or sold from the client's Monedero (decision 055).
  const membresia = tarjeta === null && plan === null ? idParam('membresia') : null;
  const reservation = useReservationToCharge(cobrar);
  const sellingClient = useSalesClient(tarjeta ?? plan ?? membresia);
  const timeZone =
    sites.find((site) => site.id === selectedSite)?.time_zone ?? sites[0]?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = wallClock(timeZone).date;
  const [filters, setFilters] = useState<SalesFilters>({
    from: addDays(today, -6),
    to: today,
    siteId: selectedSite,
    clientId: null,
    specialistId: null,
    method: '',
    page: 0,
    pageSize: 25,
  });
  const set = (patch: Partial<SalesFilters>) => setFilters({ ...filters, page: 0, ...patch });
  const sales = useSales(filters);
  const options = useFilterOptions();
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClientOptions(clientSearch);
  const [filterClient, setFilterClient] = useState<ClientOption | null>(null);
  const [selling, setSelling] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  // The reservation being charged stays on screen until closed, even once it reads as paid.
  const [toCharge, setToCharge] = useState<ReservationToCharge | null>(null);
  useEffect(() => {
    if (reservation.data && chargeBlock(reservation.data) === null && reservation.data.id === cobrar) {
      setToCharge((current) => current ?? reservation.data);
    }
  }, [reservation.data, cobrar]);
  const dropParam = (name: string) => {
    params.delete(name);
    setParams(params, { replace: true });
  };
  const defaultSite = filters.siteId || selectedSite || sites[0]?.id || 0;
  return {
    sites,
    cobrar,
    abono,
    // What the client's page asked to sell, and to whom (decision 050, 051).
    sellFor: sellingClient.data
      ? {
          client: sellingClient.data,
          kind: tarjeta ? ('gift_card' as const) : membresia ? ('membership' as const) : ('package' as const),
        }
      : undefined,
    sellParam: tarjeta ? 'tarjeta' : membresia ? 'membresia' : 'plan',
    reservation,
    filters,
    setFilters,
    set,
    sales,
    options,
    clients,
    setClientSearch,
    filterClient,
    setFilterClient,
    selling,
    setSelling,
    viewing,
    setViewing,
    toCharge,
    setToCharge,
    dropParam,
    defaultSite,
  };
}

export type SalesPageState = ReturnType<typeof useSalesPage>;
