import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';

export const MIN_PASSWORD_LENGTH = 8;
// zxcvbn's score 0-4: 2 means "somewhat guessable" (over 10^6 guesses); 12345678, password1,
// qwertyui or the salon's own name repeated score below it.
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | null = null;

// The dictionaries are large: built on first use, once per process.
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: es.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
  });
  return factory;
}

// Why a password is refused, in Spanish, or null when it is good enough. `personal` holds what
// an attacker would try first: the e-mail, names, the business.
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  }
  if (password.length > 128) {
    return 'La contraseña admite hasta 128 caracteres.';
  }
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 2);
  const result = zxcvbn().check(password.slice(0, 100), words);
  if (result.score < MIN_SCORE) {
    return 'Esa contraseña es demasiado común o fácil de adivinar. Usa una frase o mezcla palabras, números y símbolos.';
  }
  return null;
}
