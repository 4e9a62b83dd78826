// What a client record must satisfy, checked by the server on every write and import, and by
// the web form before sending.

export const DOCUMENT_TYPES = ['CC', 'CE', 'TI', 'PAS', 'NIT'] as const;
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ClientFields = {
  first_name?: unknown;
  last_name?: unknown;
  document_type?: unknown;
  document_number?: unknown;
  phone?: unknown;
  email?: unknown;
  birth_date?: unknown;
};

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// Spanish messages for each broken rule; only the fields present are checked (a PATCH sends some).
export function clientProblems(fields: ClientFields, today: string): string[] {
  const problems: string[] = [];
  if ('first_name' in fields && !filled(fields.first_name)) {
    problems.push('El nombre es obligatorio.');
  }
  if (filled(fields.first_name) && fields.first_name.trim().length > 120) {
    problems.push('El nombre admite hasta 120 caracteres.');
  }
  if (filled(fields.phone) && !PHONE_PATTERN.test(fields.phone.trim())) {
    problems.push('El teléfono no es válido: usa entre 7 y 20 dígitos.');
  }
  if (filled(fields.email) && !EMAIL_PATTERN.test(fields.email.trim())) {
    problems.push('El correo electrónico no es válido.');
  }
  if (filled(fields.document_type) && !(DOCUMENT_TYPES as readonly string[]).includes(fields.document_type)) {
    problems.push(`El tipo de documento debe ser uno de: ${DOCUMENT_TYPES.join(', ')}.`);
  }
  if (filled(fields.birth_date)) {
    const value = fields.birth_date.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
      problems.push('La fecha de nacimiento no es válida (AAAA-MM-DD).');
    } else if (value > today) {
      problems.push('La fecha de nacimiento no puede ser futura.');
    }
  }
  return problems;
}
