import { describe, expect, it } from 'vitest';
import { internationalDigits, phoneDigits, telUrl, whatsappUrl } from './contact-links';

describe('contact links', () => {
  it('keeps only the digits of a typed phone', () => {
    expect(phoneDigits('+57 (300) 123-4567')).toBe('573001234567');
  });

  it('adds the country code to a national number and keeps an international one', () => {
    expect(internationalDigits('300 123 4567')).toBe('573001234567');
    expect(internationalDigits('+52 55 1234 5678', '57')).toBe('525512345678');
    expect(internationalDigits('55 1234 5678', '52')).toBe('525512345678');
  });

  it('builds the WhatsApp click-to-chat link with the text encoded, or none without a number', () => {
    expect(whatsappUrl('300 123 4567', 'Hola Ana, te esperamos el lunes a las 3:00 p. m.')).toBe(
      'https://wa.me/573001234567?text=Hola%20Ana%2C%20te%20esperamos%20el%20lunes%20a%20las%203%3A00%20p.%20m.',
    );
    expect(whatsappUrl('', 'Hola')).toBeNull();
    expect(whatsappUrl('12', 'Hola')).toBeNull();
  });

  it('builds a tel: link that keeps the plus sign', () => {
    expect(telUrl('+57 300 123 4567')).toBe('tel:+573001234567');
    expect(telUrl('300 123 4567')).toBe('tel:3001234567');
  });
});
