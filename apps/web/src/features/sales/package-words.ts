import type { TFunction } from 'i18next';

// Whether a package's name already says how many sessions it holds ("Plan uñas 5 sesiones",
// "Depilación 8 sesiones"): the same number before the word, in either language.
export function nameSaysSessions(name: string, sessions: number): boolean {
  return new RegExp(`(^|\\D)${sessions}\\s*(sesi[oó]n|session)`, 'i').test(name);
}

// A package's words, the session count said once (decision 068): its parts joined with ' · ',
// the count ("10 sesiones") put after the first part unless the package's name says it already.
// `parts` starts with what leads the row (the name, or "Plan de sesiones" under a name).
export function packageWords(
  item: { name: string; sessions: number },
  t: TFunction,
  [lead, ...rest]: string[],
): string {
  const count = nameSaysSessions(item.name, item.sessions)
    ? []
    : [t('checkoutPackages.sessions', { count: item.sessions })];
  return [lead, ...count, ...rest].join(' · ');
}
