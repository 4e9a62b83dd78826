#!/usr/bin/env node
// Benchmark: JavaScript (gzip bytes) the browser downloads before /login and / are usable,
// from the build manifest's import graph: the entry chunk, its static imports, and the
// route's lazy page chunk with its static imports. Goal: /login under 250 KB gzip.
//
//   node bench/web-bundle.mjs        (builds apps/web first)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
if (process.argv[2] !== '--no-build') {
  const build = spawnSync('npm', ['run', 'build', '-w', '@sari/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) {
    console.error('web build failed');
    process.exit(1);
  }
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) {
      visit(child);
    }
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
function measure(label, pageKey) {
  const keys = closure(['index.html', pageKey]);
  const files = keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(
    `${label.padEnd(8)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip in ${files.length} chunks`,
  );
  return bytes;
}

const allJs = Object.values(manifest).filter((entry) => entry.file.endsWith('.js'));
console.log(`Build: ${allJs.length} JavaScript chunks; every page is its own lazy chunk.`);
const login = measure('/login', 'src/features/auth/login-page.tsx');
measure('/', 'src/features/home/home-page.tsx');
console.log(`/login goal < 250 KB gzip: ${login < 250 * 1024 ? 'met' : 'NOT met'}`);
