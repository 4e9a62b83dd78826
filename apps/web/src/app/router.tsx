import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { CenteredSpinner } from '../shared/ui/centered-spinner';
import { Guard } from './guard';
import { AuthLayout } from './layouts/auth-layout';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { NoAuthLayout } from './layouts/noauth-layout';
import { type Layout, type PageKind, ROUTES, type RouteDef } from './routes';
import {
  useInactivitySignOut,
  useScrollOnNavigate,
  useSessionRefresh,
  useVersionCheck,
} from './use-shell-effects';

// Every screen is its own chunk, loaded when its route opens.
const PAGES: Record<PageKind, ReturnType<typeof lazy<(props: { route: RouteDef }) => ReactNode>>> = {
  home: lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage }))),
  login: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage }))),
  signUp: lazy(() => import('../features/auth/sign-up-page').then((m) => ({ default: m.SignUpPage }))),
  resetPassword: lazy(() =>
    import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  section: lazy(() => import('../features/sections/section-page').then((m) => ({ default: m.SectionPage }))),
  report: lazy(() => import('../features/sections/report-page').then((m) => ({ default: m.ReportPage }))),
  settings: lazy(() =>
    import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
  ),
  clients: lazy(() =>
    import('../features/clients/components/client-list-page').then((m) => ({ default: m.ClientListPage })),
  ),
  products: lazy(() =>
    import('../features/products/components/product-list-page').then((m) => ({ default: m.ProductListPage })),
  ),
  productDetail: lazy(() =>
    import('../features/products/components/product-detail-page').then((m) => ({
      default: m.ProductDetailPage,
    })),
  ),
  services: lazy(() =>
    import('../features/services/components/service-list-page').then((m) => ({ default: m.ServiceListPage })),
  ),
  specialists: lazy(() =>
    import('../features/specialists/components/specialist-list-page').then((m) => ({
      default: m.SpecialistListPage,
    })),
  ),
  specialistDetail: lazy(() =>
    import('../features/specialists/components/specialist-detail-page').then((m) => ({
      default: m.SpecialistDetailPage,
    })),
  ),
  promotions: lazy(() =>
    import('../features/promotions/components/promotion-list-page').then((m) => ({
      default: m.PromotionListPage,
    })),
  ),
  clientDetail: lazy(() =>
    import('../features/clients/components/client-detail-page').then((m) => ({
      default: m.ClientDetailPage,
    })),
  ),
};

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
  return <Outlet />;
}

function RoutePage({ route }: { route: RouteDef }) {
  const Page = PAGES[route.page];
  return (
    <Guard route={route}>
      <LayoutFor layout={route.layout}>
        <Suspense fallback={<CenteredSpinner />}>
          <Page route={route} />
        </Suspense>
      </LayoutFor>
    </Guard>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
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
  ]);
}
