#!/usr/bin/env node
// `npm start`: builds the web app (when it exists) and starts the API, which serves it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (existsSync(path.join(root, 'apps/web/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@sari/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
const server = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
