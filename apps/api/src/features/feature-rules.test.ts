import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = import.meta.dirname;
const featureFiles = (readdirSync(FEATURES, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('-feature.ts'));
const text = (file: string) => readFileSync(path.join(FEATURES, file), 'utf8');

// Each operation a feature binds, as the file its use-case comes from: the handler of
// `operation(contract, handler)` / `publicOperation(contract, handler)`, or the function an
// inline handler calls, looked up among the feature file's imports.
function boundUseCases(file: string) {
  const source = text(file);
  const imports = new Map<string, string>();
  for (const match of source.matchAll(/import (?:type )?\{([^}]*)\} from '(\.[^']+)'/g)) {
    for (const name of match[1].split(',').map((part) => part.trim().split(' as ').at(-1)?.trim())) {
      if (name) {
        imports.set(name, path.posix.join(path.posix.dirname(file), match[2]));
      }
    }
  }
  return [...source.matchAll(/\b(?:operation|publicOperation)\(\s*([\w.]+),\s*/g)].map((match) => {
    const rest = source.slice((match.index ?? 0) + match[0].length);
    const name =
      /^[\w$]+(?=\s*[,)])/.exec(rest)?.[0] ?? /^\([^)]*\)\s*=>\s*([\w$]+)\(/.exec(rest)?.[1] ?? rest;
    return { contract: match[1], handler: name, from: imports.get(name) ?? `${file} (inline)` };
  });
}

// One use-case per file (ARCHITECTURE.md): a file named for what it does (verb-noun) holds the
// operation a route binds; what several use-cases share lives in a file that binds none.
describe('API feature files', () => {
  const bound = featureFiles.flatMap(boundUseCases);

  it('finds the operations the features bind', () => {
    expect(featureFiles.length).toBeGreaterThan(5);
    expect(bound.length).toBeGreaterThan(40);
    expect(bound.filter((use) => use.from.endsWith('(inline)'))).toEqual([]);
  });

  it('binds at most one operation per use-case file', () => {
    const byFile = new Map<string, string[]>();
    for (const use of bound) {
      byFile.set(use.from, [...(byFile.get(use.from) ?? []), use.contract]);
    }
    const crowded = [...byFile].filter(([, contracts]) => contracts.length > 1);
    expect(crowded).toEqual([]);
  });
});
