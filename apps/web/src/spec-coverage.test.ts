import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/spec-coverage.md names, for every rule of the product's specification, the test that checks it. This keeps
// the page true: every named test must still exist, under that name, in that file; it must
// assert something; and where a row says what its test must hold (`asserts` and the code in
// backticks), the test's own body holds it, so a row cannot cite a test about something else.
const root = path.resolve(import.meta.dirname, '../../..');
const page = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');
type Row = { line: string; file: string; name: string; asserts: string[] };
const CITATION = /`([^`]+)` › “([^”]+)”/;
const rows: Row[] = page
  .split('\n')
  .filter((line) => line.startsWith('- ') && CITATION.test(line))
  .map((line) => {
    const [, file, name] = CITATION.exec(line)!;
    const tail = line.split('” asserts ')[1] ?? '';
    return { line, file, name, asserts: [...tail.matchAll(/`([^`]+)`/g)].map((match) => match[1]) };
  });
const cited = rows;

const source = (file: string) => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return null;
  }
};

// The body of the test named `name`: from its name to the next test of the file.
function testBody(text: string, name: string): string | null {
  const at = text.indexOf(name);
  if (at < 0) {
    return null;
  }
  const rest = text.slice(at + name.length);
  const next = rest.search(/\n\s*(it|test)(\.\w+)?\(/);
  return next < 0 ? rest : rest.slice(0, next);
}

// What a row's test fails to show: nothing asserted, or a code the row says it holds missing.
function rowProblems(row: Row, text: string | null): string[] {
  const body = text === null ? null : testBody(text, row.name);
  if (body === null) {
    return ['missing'];
  }
  const problems = /\bexpect(\.\w+)?\(/.test(body) ? [] : ['asserts nothing'];
  return [...problems, ...row.asserts.filter((code) => !body.includes(code)).map((code) => `lacks ${code}`)];
}

describe('spec coverage page', () => {
  it('names a test for the rules of every section of the spec', () => {
    for (const section of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(page).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
    }
    expect(cited.length).toBeGreaterThan(100);
  });

  it('names only tests that exist, in the file it says', () => {
    const missing = cited.filter(({ file, name }) => !source(file)?.includes(name));
    expect(missing).toEqual([]);
  });

  it('names only tests that assert what the row says they check', () => {
    const wrong = rows
      .map((row) => ({ row: row.line.slice(0, 80), problems: rowProblems(row, source(row.file)) }))
      .filter(({ problems }) => problems.length > 0);
    expect(wrong).toEqual([]);
    // The rules that were once cited to unrelated tests each say what their test must hold.
    for (const rule of [
      '/calendar loads the specialists',
      'tipo abono is a deposit',
      'Cart type defaults to service',
      'success alert with "succesful"',
      'a failed one goes to the HTTP error handler',
      'Charge failure stored in the response state',
      'Session fetch failure clears session data and token',
    ]) {
      expect(rows.find((row) => row.line.includes(rule))?.asserts.length ?? 0, rule).toBeGreaterThan(0);
    }
  });

  it('catches a row whose test is about something else', () => {
    // The old citation of "/calendar loads the specialists": a layout geometry test.
    const row = {
      line: '',
      file: 'apps/web/src/features/calendar/layout.test.ts',
      name: 'runs from 07:00 to midnight in 68 slots of 15 minutes',
      asserts: ['items\\/specialist'],
    };
    expect(rowProblems(row, source(row.file))).toEqual(['lacks items\\/specialist']);
    expect(rowProblems({ ...row, asserts: [] }, "it('checks nothing', () => {\n  render();\n});")).toEqual([
      'missing',
    ]);
    expect(
      rowProblems(
        { ...row, name: 'checks nothing', asserts: [] },
        "it('checks nothing', () => {\n  render();\n});",
      ),
    ).toEqual(['asserts nothing']);
  });
});
