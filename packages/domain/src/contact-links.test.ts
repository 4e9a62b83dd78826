import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  internationalDigits,
  phoneDigits,
  phoneLinks,
  phoneLookupDigits,
  phoneSearchTerm,
  telUrl,
  whatsappUrl,
} from './contact-links';

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

describe('phones read with the company country', () => {
  it('gives the digit forms of one number however it was typed', () => {
    const forms = ['300 123 4567', '3001234567', '+57 300 123 4567', '573001234567', '(300) 123-4567'];
    for (const typed of forms) {
      expect(phoneLookupDigits(typed, 'CO')).toEqual(expect.arrayContaining(['3001234567', '573001234567']));
    }
    expect(phoneLookupDigits('55 1234 5678', 'MX')).toEqual(
      expect.arrayContaining(['5512345678', '525512345678']),
    );
    expect(phoneLookupDigits('12', 'CO')).toEqual([]);
  });

  it('searches a phone-like text by its national digits and leaves names alone', () => {
    expect(phoneSearchTerm('+57 300 123 4567', 'CO')).toBe('3001234567');
    expect(phoneSearchTerm('300-123-4567', 'CO')).toBe('3001234567');
    expect(phoneSearchTerm('ana ruiz', 'CO')).toBe('ana ruiz');
    expect(phoneSearchTerm('777', 'CO')).toBe('777');
  });

  it('formats national numbers of the country and international ones of others', () => {
    expect(formatPhone('3001234567', 'CO')).toBe('300 1234567');
    expect(formatPhone('+52 55 1234 5678', 'CO')).toBe('+52 55 1234 5678');
    expect(formatPhone('abc', 'CO')).toBe('abc');
  });

  it('builds tel: and WhatsApp links with the country code', () => {
    expect(phoneLinks('300 123 4567', 'CO', 'Hola')).toEqual({
      tel: 'tel:+573001234567',
      whatsapp: 'https://wa.me/573001234567?text=Hola',
    });
    expect(phoneLinks('12', 'CO').whatsapp).toBeNull();
  });
});
