import { LOCALE_COOKIE_DAYS } from '@sari/domain/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
const COOKIE = 'sari_locale';

export function readLocaleCookie(): Locale {
  const match = document.cookie.match(/(?:^|;\s*)sari_locale=(\w+)/);
  return match && (LOCALES as readonly string[]).includes(match[1]) ? (match[1] as Locale) : 'es';
}

// The chosen language lives in a cookie for 365 days; Spanish is the default.
export function setLocale(locale: Locale) {
  const expires = new Date(Date.now() + LOCALE_COOKIE_DAYS * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the locale in a 365-day cookie
  document.cookie = `${COOKIE}=${locale}; expires=${expires}; path=/; SameSite=Lax`;
  document.documentElement.lang = locale;
  void i18next.changeLanguage(locale);
}

export function initI18n() {
  const lng = readLocaleCookie();
  document.documentElement.lang = lng;
  void i18next.use(initReactI18next).init({
    resources: { es: { translation: es }, en: { translation: en } },
    lng,
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
  });
  return i18next;
}
