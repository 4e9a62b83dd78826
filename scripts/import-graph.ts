import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The import graph of one source folder, for the rules tests of the web and the API (decision 042).
// Files are paths relative to the folder, with forward slashes; test files are left out (nothing
// imports them, so they close no cycle and cross no layer).
export type ImportEdge = { from: string; to: string; lazy: boolean; typeOnly: boolean };
export type ImportGraph = { files: string[]; edges: ImportEdge[]; text: (file: string) => string };

// `import … from '…'`, `export … from '…'` and `import '…'` at the start of a statement; the clause
// holds names, braces, commas and `*` only, so it never runs on into another statement.
const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
// `import('…')`: a lazy chunk, an edge all the same.
const LAZY = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

// aliases: import prefixes that name a folder under root (e.g. { '@/': '' }); any other bare
// specifier (a package, `@sari/domain/…`) lies outside the graph.
export function importGraph(root: string, aliases: Record<string, string> = {}): ImportGraph {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  const known = new Set(files);
  const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const resolve = (from: string, specifier: string): string | undefined => {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    let target: string;
    if (alias !== undefined) {
      target = path.posix.join(aliases[alias], specifier.slice(alias.length));
    } else if (specifier.startsWith('.')) {
      target = path.posix.join(path.posix.dirname(from), specifier);
    } else {
      return undefined;
    }
    target = target.replace(/\.js$/, '');
    if (known.has(target)) {
      return target;
    }
    const found = EXTENSIONS.map((ending) => `${target}${ending}`).find((candidate) => known.has(candidate));
    if (!found && existsSync(path.join(root, target)) && !statSync(path.join(root, target)).isDirectory()) {
      return undefined; // a json or css file: no module of the graph
    }
    if (!found) {
      throw new Error(`${from}: cannot resolve '${specifier}'`);
    }
    return found;
  };
  const edges = files.flatMap((from) => {
    const source = text(from);
    const found: ImportEdge[] = [];
    for (const match of source.matchAll(STATIC)) {
      const to = resolve(from, match[3]);
      if (to) {
        found.push({ from, to, lazy: false, typeOnly: Boolean(match[2]) });
      }
    }
    for (const match of source.matchAll(LAZY)) {
      const to = resolve(from, match[1]);
      if (to) {
        found.push({ from, to, lazy: true, typeOnly: false });
      }
    }
    return found;
  });
  return { files, edges, text };
}

// Every import cycle: the strongly connected components of more than one file (or a file that
// imports itself), each sorted, found with Tarjan's algorithm.
export function importCycles(graph: Pick<ImportGraph, 'files' | 'edges'>): string[][] {
  const next = new Map<string, string[]>(graph.files.map((file) => [file, []]));
  for (const edge of graph.edges) {
    next.get(edge.from)?.push(edge.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || next.get(file)!.includes(file)) {
        cycles.push(component.sort());
      }
    }
  };
  for (const file of graph.files) {
    if (!index.has(file)) {
      visit(file);
    }
  }
  return cycles;
}
