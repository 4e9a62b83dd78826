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
