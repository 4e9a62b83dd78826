import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { nameSaysSessions, packageWords } from './package-words';

describe("a package's session count, said once", () => {
  it('knows a name that says its own count', () => {
    expect(nameSaysSessions('Plan uñas 5 sesiones', 5)).toBe(true);
    expect(nameSaysSessions('Depilación 8 Sesiones', 8)).toBe(true);
    expect(nameSaysSessions('Masaje 1 sesión', 1)).toBe(true);
    expect(nameSaysSessions('Facial 6 sessions', 6)).toBe(true);
    expect(nameSaysSessions('Plan 10 masajes', 10)).toBe(false);
    expect(nameSaysSessions('Plan 15 sesiones', 5)).toBe(false);
    expect(nameSaysSessions('Plan corte', 4)).toBe(false);
  });

  it('leaves the count out of a row whose name says it, and says it otherwise', () => {
    const t = i18n.t.bind(i18n);
    expect(
      packageWords({ name: 'Plan uñas 5 sesiones', sessions: 5 }, t, [
        'Plan uñas 5 sesiones',
        'vence 27/02/2027',
      ]),
    ).toBe('Plan uñas 5 sesiones · vence 27/02/2027');
    expect(
      packageWords({ name: 'Plan 10 masajes', sessions: 10 }, t, ['Plan 10 masajes', 'vence 27/02/2027']),
    ).toBe('Plan 10 masajes · 10 sesiones · vence 27/02/2027');
    expect(packageWords({ name: 'Plan corte', sessions: 1 }, t, ['Plan de sesiones'])).toBe(
      'Plan de sesiones · 1 sesión',
    );
  });
});
