import { LOCALE_COOKIE_DAYS } from '@sari/domain/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
const COOKIE = 'sari_locale';

export function readLocaleCookie(): Locale {
  const match = document.cookie.match(/(?:^|;\s*)sari_locale=(\w+)/);
  return match && (LOCALES as readonly string[]).includes(match[1]) ? (match[1] as Locale) : 'es';
}

// English is loaded when chosen: Spanish, the default, is the only one on the sign-in page.
async function ensureLoaded(locale: Locale) {
  if (locale === 'en' && !i18next.hasResourceBundle('en', 'translation')) {
    const { en } = await import('./en');
    i18next.addResourceBundle('en', 'translation', en);
  }
}

// The chosen language lives in a cookie for 365 days; Spanish is the default.
export async function setLocale(locale: Locale) {
  const expires = new Date(Date.now() + LOCALE_COOKIE_DAYS * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the locale lives in a 365-day cookie (spec-coverage 9)
  document.cookie = `${COOKIE}=${locale}; expires=${expires}; path=/; SameSite=Lax`;
  document.documentElement.lang = locale;
  await ensureLoaded(locale);
  await i18next.changeLanguage(locale);
}

// Resolves once the chosen language's messages are in.
export async function initI18n() {
  const lng = readLocaleCookie();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: { es: { translation: es } },
    lng: 'es',
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
  });
  if (lng !== 'es') {
    await ensureLoaded(lng);
    await i18next.changeLanguage(lng);
  }
  return i18next;
}
