import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/spec-coverage.md names, for every rule of the spec, the test that checks it. This keeps
// the page true: every named test must still exist, under that name, in that file.
const root = path.resolve(import.meta.dirname, '../../..');
const page = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');
const cited = [...page.matchAll(/`([^`]+)` › “([^”]+)”/g)].map(([, file, name]) => ({ file, name }));

describe('spec coverage page', () => {
  it('names a test for the rules of every section of the spec', () => {
    for (const section of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(page).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
    }
    expect(cited.length).toBeGreaterThan(100);
  });

  it('names only tests that exist, in the file it says', () => {
    const missing = cited.filter(({ file, name }) => {
      try {
        return !readFileSync(path.join(root, file), 'utf8').includes(name);
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
