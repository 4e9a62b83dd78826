import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// The business clock of the e2e server and of every browser context (e2e/fixtures.ts): a
// Wednesday at 10:00 in Bogotá, inside the demo's opening hours, whatever day the suite runs.
// The workers inherit it from here.
process.env.E2E_CLOCK_START ??= '2026-11-25T15:00:00.000Z';

// Real headless Chromium (Debian's, never a downloaded one) against the real server.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_CLOCK_START: process.env.E2E_CLOCK_START },
  },
});
