// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Spreadsheet
// programs in Spanish locales write ';' as the separator, so the separator is detected
// from the header line when not given.

export type CsvRow = { line: number; cells: string[] };

// A quoted field that never closes: everything after it would be swallowed into one cell.
export class CsvError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

export function detectSeparator(text: string): ',' | ';' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const semicolons = header.split(';').length;
  const commas = header.split(',').length;
  return semicolons > commas ? ';' : ',';
}

// Rows with the line number (1-based) where each one starts; blank lines are skipped.
export function parseCsv(input: string, separator = detectSeparator(input)): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let touched = false;

  const endRow = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell.trim() !== '') {
      rows.push({ line: rowLine, cells });
    }
    cells = [];
    cell = '';
    touched = false;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') {
          line++;
        }
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') {
        i++;
      }
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) {
    throw new CsvError('Hay unas comillas sin cerrar.', rowLine);
  }
  if (cell !== '' || cells.length > 0 || touched) {
    endRow();
  }
  return rows;
}

// A cell a spreadsheet would run as a formula: one starting with = + - @, or with a tab or a
// carriage return before one (OWASP "CSV injection"). A plain number such as -5000 is left as
// it is; everything else that starts that way, -2+3+cmd|... included, is kept as text with a
// leading apostrophe, which spreadsheets hide and the client import strips.
export function neutralizeFormula(text: string): string {
  if (/^-?\d+([.,]\d+)?$/.test(text)) {
    return text;
  }
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function escapeCell(value: unknown, separator: string): string {
  if (value === null || value === undefined) {
    return '';
  }
  const safe = typeof value === 'number' ? String(value) : neutralizeFormula(String(value));
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: unknown[][], separator = ','): string {
  return [header, ...rows]
    .map((row) => row.map((value) => escapeCell(value, separator)).join(separator))
    .join('\r\n');
}
