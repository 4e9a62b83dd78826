// Where a V8 CPU profile's time went: self time per function and total (inclusive) time of the
// heaviest frames, from a `.cpuprofile` written by `--cpu-prof` (BENCH_CPU_PROF=<dir>).
//   node bench/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
for (const id of profile.samples) {
  self.set(id, (self.get(id) ?? 0) + interval);
}
const name = (node) => {
  const frame = node.callFrame;
  const where = frame.url
    ? frame.url.replace(/^.*node_modules\//, '~/').replace(/^.*\/work\/main\//, '')
    : '';
  return `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
};
const selfByName = new Map();
for (const [id, ms] of self) {
  const key = name(byId.get(id));
  selfByName.set(key, (selfByName.get(key) ?? 0) + ms);
}
// Inclusive time: a node's self time plus its children's, counted once per name on a stack.
const parent = new Map();
for (const node of profile.nodes) {
  for (const child of node.children ?? []) {
    parent.set(child, node.id);
  }
}
const total = new Map();
for (const [id, ms] of self) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (!seen.has(key)) {
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  }
}
const all = [...self.values()].reduce((sum, ms) => sum + ms, 0);
const print = (title, map) => {
  console.log(`\n${title} (of ${all.toFixed(0)} ms sampled)`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms  ${((100 * ms) / all).toFixed(1).padStart(5)}%  ${key}`);
  }
};
print('Self time', selfByName);
print('Total time', total);
