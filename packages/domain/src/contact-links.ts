import { type CountryCode as PhoneCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Links that open a phone call or a WhatsApp chat with a client. One place builds them, for
// the calendar's reservations, the client's page and every phone shown in the app.

// The digits of a phone as typed ("+57 300 123-4567" -> "573001234567").
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

// A number WhatsApp can dial: international digits. A national number (10 digits or fewer)
// takes the country's calling code (57, Colombia, unless the company says otherwise).
export function internationalDigits(phone: string, countryCallingCode = '57'): string {
  const digits = phoneDigits(phone);
  if (digits.length === 0) {
    return '';
  }
  return digits.length <= 10 ? `${countryCallingCode}${digits}` : digits;
}

export function telUrl(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${phoneDigits(trimmed)}`;
}

// WhatsApp's click-to-chat address with a prefilled message; null when there is no number.
export function whatsappUrl(phone: string, text: string, countryCallingCode = '57'): string | null {
  const digits = internationalDigits(phone, countryCallingCode);
  if (digits.length < 7) {
    return null;
  }
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

// Countries a company may be in (Spanish-speaking markets and the United States).
export const COMPANY_COUNTRIES = [
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'DO',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'US',
  'UY',
  'VE',
] as const;

// Phones are kept as typed; the database keeps their digits (`client.phone_digits`) and the
// app reads them with libphonenumber-js, a number without a country code being the company's
// country's (decision 022).
export type CountryCode = PhoneCountry;

function parsed(phone: string, country: string) {
  const trimmed = phone.trim();
  if (phoneDigits(trimmed).length < 7) {
    return undefined;
  }
  const number = parsePhoneNumberFromString(trimmed, {
    defaultCountry: country as PhoneCountry,
    extract: false,
  });
  return number?.isPossible() ? number : undefined;
}

// The digit forms the same number may be stored under: national ("3001234567"), with the
// country code ("573001234567") and as typed. The duplicate check looks for any of them.
export function phoneLookupDigits(phone: string, country = 'CO'): string[] {
  const digits = phoneDigits(phone);
  if (digits.length < 7) {
    return [];
  }
  const number = parsed(phone, country);
  if (!number) {
    return [digits];
  }
  const national = String(number.nationalNumber);
  return [...new Set([national, `${number.countryCallingCode}${national}`, digits])];
}

// What a phone-like search should look for: its national digits, which every stored form of
// the number contains ("+57 300 123 4567" finds "300 123 4567"). Other searches as they are.
export function phoneSearchTerm(search: string, country = 'CO'): string {
  if (!/^\+?[\d\s().-]+$/.test(search.trim())) {
    return search;
  }
  const number = parsed(search, country);
  return number ? String(number.nationalNumber) : phoneDigits(search) || search;
}

// A phone as people read it: national format for the company's country ("300 1234567"),
// international for others ("+52 55 1234 5678"); as typed when it is no phone number.
export function formatPhone(phone: string, country = 'CO'): string {
  const number = parsed(phone, country);
  if (!number) {
    return phone.trim();
  }
  return number.country === country ? number.formatNational() : number.formatInternational();
}

// tel: and WhatsApp links of a phone read with the company's country; WhatsApp null when the
// number cannot be dialled internationally.
export function phoneLinks(
  phone: string,
  country = 'CO',
  text = '',
): { tel: string; whatsapp: string | null } {
  const number = parsed(phone, country);
  if (!number) {
    return { tel: telUrl(phone), whatsapp: null };
  }
  const international = `${number.countryCallingCode}${number.nationalNumber}`;
  return {
    tel: `tel:+${international}`,
    whatsapp: `https://wa.me/${international}${text ? `?text=${encodeURIComponent(text)}` : ''}`,
  };
}

// The number a WhatsApp message is sent to: the international digits of a phone read with the
// company's country ("300 1234567" in CO -> "573001234567"); null when it is no phone number.
export function whatsappNumber(phone: string, country = 'CO'): string | null {
  const number = parsed(phone, country);
  return number ? `${number.countryCallingCode}${number.nationalNumber}` : null;
}
