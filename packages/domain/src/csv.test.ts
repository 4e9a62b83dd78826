import { describe, expect, it } from 'vitest';
import { detectSeparator, neutralizeFormula, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks, with line numbers', () => {
    const text = 'nombre,notas\r\n"Ruiz, Ana","dijo ""hola""\nen dos líneas"\nLuis,\n\nMarta,ok\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['nombre', 'notas'] },
      { line: 2, cells: ['Ruiz, Ana', 'dijo "hola"\nen dos líneas'] },
      { line: 4, cells: ['Luis', ''] },
      { line: 6, cells: ['Marta', 'ok'] },
    ]);
  });

  it('detects the semicolon separator of Spanish spreadsheets and drops the BOM', () => {
    const text = '\uFEFFnombre;teléfono\nAna;3001234567';
    expect(detectSeparator(text)).toBe(';');
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['nombre', 'teléfono'] },
      { line: 2, cells: ['Ana', '3001234567'] },
    ]);
  });

  it('reports an unclosed quote with the line where its row starts', () => {
    expect(() => parseCsv('a\nb\n"sin cerrar\n\nc')).toThrow(expect.objectContaining({ line: 3 }));
  });

  it('keeps a last line without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toHaveLength(2);
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['=SUM(A1)', -5],
          [null, '+57 300'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n\'=SUM(A1),-5\r\n,\'+57 300');
  });

  it('neutralises every cell a spreadsheet would run as a formula, dashes and tabs included', () => {
    const attacks = [
      "-2+3+cmd|' /C calc'!A0",
      '=HYPERLINK("http://x")',
      '+1+1',
      '@SUM(1)',
      '\t=1+1',
      '\r=1+1',
      '-A1',
    ];
    for (const attack of attacks) {
      expect(neutralizeFormula(attack), attack).toBe(`'${attack}`);
    }
    for (const plain of ['-5000', '-12.5', '3001234567', 'Ana', '', '1-2']) {
      expect(neutralizeFormula(plain), plain).toBe(plain);
    }
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['Ana', 'línea 1\nlínea 2'],
      ['Luis', 'a;b,c'],
    ];
    const parsed = parseCsv(toCsv(['n', 'x'], rows)).map((row) => row.cells);
    expect(parsed).toEqual([['n', 'x'], ...rows]);
  });
});
