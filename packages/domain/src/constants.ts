// Business constants of spec section 9.
export const SESSION_REFRESH_MS = 540_000;
export const SESSION_MAX_AGE_DAYS = 7;
export const IDLE_DEFAULT_SECONDS = 300;
export const RELOAD_GUARD_MS = 10_000;
export const LOCALE_COOKIE_DAYS = 365;
export const SITE_ALL = 0;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const THEME_COLORS = {
  primary: '#5D2784',
  secondary: '#88EAFA',
  error: '#E62117',
  info: '#2196F3',
  success: '#3AAA35',
  warning: '#FB8C00',
  overdue: '#D4AF37',
} as const;

export const BUSINESS_CATEGORIES = ['centro_belleza', 'comercializadora_productos'] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const PAYMENT_METHODS = ['efectivo', 'tarjeta', 'credito'] as const;
