#!/usr/bin/env node
// The server the browser tests drive: a fresh embedded database with the demo business,
// the built web app, on the port Playwright gives it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '-w', '@sari/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}
const port = process.env.E2E_PORT ?? '4310';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sari-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: `http://127.0.0.1:${port}`,
    SIGN_IN_PER_MINUTE: '1000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
