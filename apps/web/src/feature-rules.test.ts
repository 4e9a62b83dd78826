import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../scripts/import-graph';

const SRC = import.meta.dirname;
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));
const text = (file: string) => readFileSync(path.join(SRC, file), 'utf8');
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

// The house rules of the web app (CODE_STYLE.md): server calls live in an api/ folder,
// one file per endpoint; features do not import each other; no barrel files.
describe('feature folders', () => {
  it('calls the server and defines queries and mutations only in api/ folders', () => {
    // The session store and current user are the sign-in client itself.
    const allowed = (file: string) => file.includes('/api/') || file.startsWith('shared/session/');
    const offenders = sources
      .filter((file) => /^(features|shared)\//.test(file) && !allowed(file))
      .filter((file) => /\bhttp(<[^>]*>)?\(|\bitems\(|\buse(Query|Mutation|Queries)\(/.test(text(file)));
    expect(offenders).toEqual([]);
  });

  it('exports one query or mutation hook per api file', () => {
    const crowded = sources
      .filter((file) => file.includes('/api/'))
      .filter((file) => (text(file).match(/^export function use/gm) ?? []).length > 1);
    expect(crowded).toEqual([]);
  });

  it('never imports one feature from another', () => {
    const crossings = sources.flatMap((file) => {
      const feature = featureOf(file);
      if (!feature) {
        return [];
      }
      return [...text(file).matchAll(/from '(\.[^']+)'/g)]
        .map((match) => path.posix.join(path.posix.dirname(file), match[1]))
        .filter((target) => featureOf(`${target}/`) && featureOf(`${target}/`) !== feature)
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('has no barrel files', () => {
    expect(sources.filter((file) => /(^|\/)index\.tsx?$/.test(file))).toEqual([]);
  });
});

// The shell knows the screens; screens and shared parts know only what lies below them
// (decision 042): the shell hands navigation down through shared/navigation's context.
describe('layers', () => {
  const graph = importGraph(SRC);

  it('never imports the shell (app/) from a feature or a shared part', () => {
    const upward = graph.edges
      .filter((edge) => /^(features|shared)\//.test(edge.from) && edge.to.startsWith('app/'))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it('never imports a feature from a shared part', () => {
    const upward = graph.edges
      .filter((edge) => edge.from.startsWith('shared/') && edge.to.startsWith('features/'))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const edge = (from: string, to: string) => ({ from, to, lazy: from === 'b', typeOnly: false });
    const files = ['a', 'b', 'c', 'd'];
    expect(importCycles({ files, edges: [edge('a', 'b'), edge('b', 'a'), edge('b', 'c')] })).toEqual([
      ['a', 'b'],
    ]);
    expect(importCycles({ files, edges: [edge('d', 'd'), edge('a', 'c')] })).toEqual([['d']]);
  });

  it('has no import cycle, lazy import() and type-only imports included', () => {
    expect(graph.edges.some((edge) => edge.lazy)).toBe(true);
    expect(importCycles(graph)).toEqual([]);
  });
});

// Issue 27: a dialog with typed data asks before discarding it. A dialog holding a field to type
// in is the shared FormDialog (its Escape or click outside asks first), not MUI's Dialog.
describe('form dialogs', () => {
  // Dialogs whose fields are no form: the search box, a choice of site that sends nothing.
  const NOT_FORMS = [
    'features/search/components/global-search.tsx',
    'features/purchases/components/low-stock-dialog.tsx',
  ];
  it('every dialog with a field is a FormDialog', () => {
    const offenders = sources
      .filter((file) => !NOT_FORMS.includes(file))
      .flatMap((file) =>
        [...text(file).matchAll(/<Dialog\b[\s\S]*?<\/Dialog>/g)]
          .filter((dialog) => /<(TextField|DateField|Autocomplete|FormTextField|Select)\b/.test(dialog[0]))
          .map(() => file),
      )
      .filter((file) => file !== 'shared/ui/form-dialog.tsx');
    expect(offenders).toEqual([]);
  });
});

// Issue 28: components a reader can hold in mind (CODE_STYLE.md). A component of 200 lines or more
// is split into a use-*.ts hook holding its state and named parts in their own files.
describe('component size', () => {
  it('keeps every component under 200 lines', () => {
    const long = sources
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => ({ file, lines: text(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines >= 200)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
