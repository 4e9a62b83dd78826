import { useState } from 'react';
import { useSites } from '../../../shared/api/use-sites';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useDrawerStatus } from '../api/get-drawer-status';
import { useSessionMovements } from '../api/get-session-movements';
import { useSessions } from '../api/get-sessions';

type Expected = { payment_methods_name: string; expected: number }[];

export type DrawerDialog =
  | null
  | { kind: 'open' }
  | { kind: 'in' }
  | { kind: 'out' }
  | { kind: 'close'; id: number; expected: Expected };

// The cash drawer screen's state: the site shown, its open session with what it should hold,
// the session's movements, the page of past sessions, and the dialog open on top.
export function useCashDrawerPage() {
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
  const [dialog, setDialog] = useState<DrawerDialog>(null);
  const expected: Expected = (status.data?.expected ?? []).map((row) => ({
    payment_methods_name: row.payment_methods_name,
    expected: row.expected,
  }));
  // Times on the site's wall clock.
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString('es-CO', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: site?.time_zone,
    });
  const chooseSite = (id: number) => {
    setChosen(id);
    setPage(0);
  };

  return {
    sites,
    siteId,
    site,
    chooseSite,
    status,
    session,
    expected,
    movements,
    sessions,
    page,
    setPage,
    dialog,
    setDialog,
    time,
  };
}

export type CashDrawerState = ReturnType<typeof useCashDrawerPage>;
