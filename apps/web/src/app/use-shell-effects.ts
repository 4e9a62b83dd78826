import { RELOAD_GUARD_MS, SESSION_REFRESH_MS } from '@sari/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { items } from '../shared/api/http';
import { inactivityHandler } from '../shared/hooks/inactivity';
import {
  getSession,
  openingSessionCheck,
  refreshSession,
  signOut,
  useSession,
} from '../shared/session/session-store';

// Scroll to the top on each route change, or to the hash target when there is one.
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, pathname included
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
}

// Refresh the session every 540000 ms and when the window gets focus.
export function useSessionRefresh() {
  useEffect(() => {
    void openingSessionCheck();
    const timer = setInterval(() => void refreshSession(), SESSION_REFRESH_MS);
    const onFocus = () => void refreshSession();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}

const RELOAD_KEY = 'sari_reloaded_at';

// Polls builds/latest.json; after a new build, the next navigation reloads the page fully
// (at most once per 10 s, so a broken deploy cannot loop).
export function useVersionCheck() {
  const { pathname, search } = useLocation();
  const first = useRef<string | null>(null);
  const build = useQuery({
    queryKey: ['build'],
    queryFn: async () =>
      (await (await fetch('/builds/latest.json', { cache: 'no-store' })).json()) as { build: string },
    refetchInterval: 60_000,
    retry: false,
    // No version file (a dev server) is not the user's problem.
    meta: { silent: true },
  });
  const current = build.data?.build ?? null;
  if (current && first.current === null) {
    first.current = current;
  }
  const changed = current !== null && first.current !== null && current !== first.current;
  const lastPath = useRef(`${pathname}${search}`);
  useEffect(() => {
    const path = `${pathname}${search}`;
    if (path === lastPath.current) {
      return;
    }
    lastPath.current = path;
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (changed && Date.now() - last > RELOAD_GUARD_MS) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.assign(path);
    }
  }, [pathname, search, changed]);
}

type Setting = { key: string; value: string | null };

// Inactivity sign-out driven by the company settings user_idle_timeout and force_logout.
export function useInactivitySignOut() {
  const session = useSession();
  const navigate = useNavigate();
  const settings = useQuery({
    queryKey: ['settings', 'inactivity'],
    queryFn: () =>
      items('setting').read<Setting>({
        filter: { key: { _in: ['user_idle_timeout', 'force_logout'] } },
        fields: ['key', 'value'],
      }),
    enabled: session.status === 'authenticated',
    select: (response) => Object.fromEntries(response.data.map((row) => [row.key, row.value])),
  });
  const values = useRef<Record<string, string | null>>({});
  values.current = settings.data ?? {};
  useEffect(() => {
    const handle = inactivityHandler({
      isAuthenticated: () => getSession().status === 'authenticated',
      timeoutSeconds: () => Number(values.current.user_idle_timeout ?? 1800),
      forceLogout: () => values.current.force_logout ?? null,
      signOut,
      goToLogin: () => navigate('/login'),
    });
    const onChange = () => void handle(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [navigate]);
}
