import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// One server (its own embedded database with the demo) per worker, on port, port + 1, …: the
// journeys of one worker never meet another's data (decision 044). The first builds the app,
// the others serve that build.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// The business clock of the e2e server and of every browser context (e2e/fixtures.ts): a
// Wednesday at 10:00 in Bogotá, inside the demo's opening hours, whatever day the suite runs.
// The workers inherit it from here.
process.env.E2E_CLOCK_START ??= '2026-11-25T15:00:00.000Z';

// Real headless Chromium (Debian's, never a downloaded one) against the real server.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port + index}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      E2E_PORT: String(port + index),
      E2E_CLOCK_START: process.env.E2E_CLOCK_START as string,
      ...(index > 0 ? { E2E_SKIP_BUILD: 'true' } : {}),
    },
  })),
});
