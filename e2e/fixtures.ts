import { type Browser, test as base } from '@playwright/test';

// The browser tests' clock (decision 030). The e2e server runs its business clock from a fixed
// instant (E2E_CLOCK_START, set in playwright.config.ts), and every browser context the tests
// open gets the same clock installed before its first page loads: the app's "today", the
// agenda's day and the server's booking windows agree, whatever the date and hour the suite runs.
const START = process.env.E2E_CLOCK_START;

let offsetMs: number | undefined;

// The business clock's "now" as the server keeps it. Before a test's fixture has read the
// server's clock (a spec's top-level constants), the clock's starting instant: the suite's day.
export function e2eNow(): Date {
  if (offsetMs !== undefined) {
    return new Date(Date.now() + offsetMs);
  }
  if (!START) {
    throw new Error('E2E_CLOCK_START is unset: run the journeys through playwright.config.ts');
  }
  return new Date(START);
}

// The site's wall-clock day ('YYYY-MM-DD') of e2eNow(), `days` away.
export function e2eToday(days = 0, timeZone = 'America/Bogota'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(e2eNow().getTime() + days * 86_400_000),
  );
}

// Every context a journey opens, the fixtures' own or one from browser.newContext(), talks to
// the worker's server and runs on the business clock.
function onWorkerServer(browser: Browser, baseURL: string): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ baseURL, ...options });
    await context.clock.install({ time: e2eNow() });
    return context;
  };
  return browser;
}

// One server per worker (playwright.config.ts): the config's port plus the worker's index.
function workerBaseURL(configured: string | undefined, parallelIndex: number): string {
  const url = new URL(configured ?? 'http://127.0.0.1:4310');
  url.port = String(Number(url.port) + parallelIndex);
  return url.origin;
}

export const test = base.extend<object, { workerURL: string }>({
  workerURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use, workerInfo) => {
      const url = workerBaseURL(workerInfo.project.use.baseURL, workerInfo.parallelIndex);
      process.env.E2E_WORKER_PORT = new URL(url).port;
      const health = await fetch(`${url}/api/health`).then((response) => response.json());
      offsetMs = Date.parse(health.time) - Date.now();
      await use(url);
    },
    { scope: 'worker', auto: true },
  ],
  browser: [
    async ({ browser, workerURL }, use) => {
      await use(onWorkerServer(browser, workerURL));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ workerURL }, use) => {
    await use(workerURL);
  },
});

export { expect } from '@playwright/test';
