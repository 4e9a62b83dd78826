import { lazyPage, type Screen } from '../../shared/navigation/screen';

// Spec section 2, General.
export const GENERAL_SCREENS: Screen[] = [
  {
    key: 'home',
    paths: ['/'],
    layout: 'default',
    menu: { kind: 'home', icon: 'home' },
    title: 'menu.home',
    page: lazyPage(
      () => import('../../features/home/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    key: 'login',
    paths: ['/login'],
    layout: 'auth',
    public: true,
    guestOnly: true,
    menu: { kind: 'none' },
    title: 'auth.signInTitle',
    page: lazyPage(
      () => import('../../features/auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    key: 'signUp',
    paths: ['/signUp'],
    layout: 'auth',
    public: true,
    menu: { kind: 'none' },
    title: 'auth.signUpTitle',
    page: lazyPage(
      () => import('../../features/auth/sign-up-page'),
      (m) => m.SignUpPage,
    ),
  },
  {
    key: 'resetPassword',
    paths: ['/resetPassword'],
    layout: 'auth',
    public: true,
    menu: { kind: 'none' },
    title: 'auth.resetTitle',
    page: lazyPage(
      () => import('../../features/auth/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    key: 'qualification',
    paths: ['/qualification'],
    layout: 'auth',
    public: true,
    menu: { kind: 'none' },
    title: 'sections.qualification',
    page: lazyPage(
      () => import('../../features/online-booking/components/qualification-page'),
      (m) => m.QualificationPage,
    ),
  },
  {
    key: 'reservationOnline',
    paths: ['/reservationOnline'],
    layout: 'noauth',
    public: true,
    menu: { kind: 'none' },
    title: 'sections.reservationOnline',
    page: lazyPage(
      () => import('../../features/online-booking/components/reservation-online-page'),
      (m) => m.ReservationOnlinePage,
    ),
  },
  {
    key: 'docs',
    paths: ['/docs'],
    layout: 'default',
    menu: { kind: 'none' },
    title: 'sections.docs',
    page: lazyPage(
      () => import('../../features/docs/components/docs-page'),
      (module) => module.DocsPage,
    ),
  },
];
