import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, matchPath, Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import type { Site } from '../shared/api/use-sites';
import type { Layout } from '../shared/navigation/screen';
import { ShellNavigationProvider } from '../shared/navigation/shell-navigation';
import type { CurrentUser } from '../shared/session/current-user';
import { CenteredSpinner } from '../shared/ui/centered-spinner';
import { Guard } from './guard';
import { AuthLayout } from './layouts/auth-layout';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { NoAuthLayout } from './layouts/noauth-layout';
import { SHELL_NAVIGATION } from './menu';
import { ROUTES, type RouteDef } from './routes';
import { inCategory, mayRead } from './screens/registry';
import {
  useInactivitySignOut,
  useScrollOnNavigate,
  useSessionRefresh,
  useVersionCheck,
} from './use-shell-effects';

function SignedInEffects() {
  useInactivitySignOut();
  return null;
}

function LayoutFor({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'auth':
      return <AuthLayout>{children}</AuthLayout>;
    case 'noauth':
      return <NoAuthLayout>{children}</NoAuthLayout>;
    case 'blank':
      return <BlankLayout>{children}</BlankLayout>;
    default:
      return (
        <DefaultLayout>
          <SignedInEffects />
          {children}
        </DefaultLayout>
      );
  }
}

function RootShell() {
  useScrollOnNavigate();
  useSessionRefresh();
  useVersionCheck();
  return (
    <ShellNavigationProvider value={SHELL_NAVIGATION}>
      <Outlet />
    </ShellNavigationProvider>
  );
}

function RoutePage({ route }: { route: RouteDef }) {
  const Page = route.page;
  return (
    <Guard route={route}>
      <LayoutFor layout={route.layout}>
        <Suspense fallback={<CenteredSpinner />}>
          <Page screen={route} />
        </Suspense>
      </LayoutFor>
    </Guard>
  );
}

// One route per path of the route table, and the 404 page for anything else.
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <ErrorPage />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        {
          path: '*',
          element: (
            <BlankLayout>
              <NotFoundPage />
            </BlankLayout>
          ),
        },
      ],
    },
  ];
}

const openingRoute = () => ROUTES.find((route) => matchPath(route.path, window.location.pathname));

export function createAppRouter() {
  // The page of the address the app opens at starts loading now, beside the session check, not
  // after it (issue 27: a cold /calendar); only code, the guard still decides what is shown.
  const opening = openingRoute();
  void opening?.page.preload?.();
  void opening?.opening?.preload();
  return createBrowserRouter(appRoutes());
}

// The reads of the screen the app opens at, once the user's sites are known (startOpeningReads).
// Only when the guard will show the screen (its category and module), so a user who may not
// read it never sees a refused read's alert.
export function openingScreenReads(client: QueryClient) {
  const route = openingRoute();
  const opening = route?.opening;
  if (!route || !opening) {
    return undefined;
  }
  return (sites: Site[], user: CurrentUser) => {
    if (inCategory(route, user.category) && mayRead(route, user.permissions)) {
      opening(client, sites, new URL(window.location.href)).catch(() => undefined);
    }
  };
}
