// Benchmark: the front desk's speed you can feel (issue 27), in real headless Chromium on the
// demo data (the e2e server: the built app and a fresh embedded database with the demo business).
//   1. Cold first load of /calendar: a new browser profile (context) signed in through the API,
//      from the navigation's start to the day on screen (the day's own data drawn), BENCH_RUNS
//      times. Goal: under 1.5 s.
//   2. Switching the agenda's day, warm (the app loaded): from the click on "Día siguiente" to the
//      next day on screen, BENCH_SWITCHES days forward (days not seen yet), then back (days seen),
//      each day looked at for BENCH_SETTLE ms (default 1000) before the next. Goal: p95 under 150 ms.
//   3. Checkout: from the click on "Cobrar" to "Venta cobrada" on screen, a product sale paid in
//      cash, BENCH_CHARGES times. Goal: p95 under 300 ms.
//
//   node --import tsx bench/front-desk-browser.ts
//   (builds the web app through scripts/e2e-server.mjs; BENCH_PORT, BENCH_RUNS, BENCH_SWITCHES,
//   BENCH_SETTLE, BENCH_CHARGES, BENCH_ONLY=cold, CHROMIUM_PATH; BENCH_SERVER_UP=true measures a server already
//   started with `E2E_PORT=<BENCH_PORT> node scripts/e2e-server.mjs`)

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 4422);
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 20);
const CHARGES = Number(process.env.BENCH_CHARGES ?? 15);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 1000);
// BENCH_ONLY=cold measures the cold first loads alone.
const ONLY_COLD = process.env.BENCH_ONLY === 'cold';
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'admin@aurora.demo';
const PASSWORD = 'demo12345';
const root = path.resolve(import.meta.dirname, '..');

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return `p50 ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

// Another server on the port would be measured instead of ours: refuse.
async function waitForFree() {
  const taken = await fetch(`${BASE}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) {
    throw new Error(`port ${PORT} is taken: set BENCH_PORT`);
  }
}

async function waitForServer(server: ChildProcess) {
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const until = Date.now() + 300_000;
  while (Date.now() < until && !exited) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the e2e server did not start');
}

async function signedIn(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1366, height: 900 },
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
  });
  const answer = await context.request.post('/api/auth/sign-in/email', {
    data: { email: EMAIL, password: PASSWORD },
    headers: { origin: BASE },
  });
  if (!answer.ok()) {
    throw new Error(`sign-in answered ${answer.status()}: ${await answer.text()}`);
  }
  return context;
}

// Records, in the page, when the calendar first shows its own data for `day` (data-shown).
const watchShown = (page: Page) =>
  page.addInitScript(() => {
    const state = { clickAt: 0, successAt: 0, shown: new Map<string, number>() };
    (window as unknown as { __bench: typeof state }).__bench = state;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new MutationObserver(() => {
      const label = document.querySelector('[data-testid="calendar-date"]') as HTMLElement | null;
      const day = label?.dataset.shown;
      if (day && !state.shown.has(day)) {
        state.shown.set(day, performance.now());
      }
      if (state.clickAt && !state.successAt && document.querySelector('[data-testid="charge-success"]')) {
        state.successAt = performance.now();
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-shown'],
    });
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as HTMLElement;
        if (
          target.closest('[aria-label="Día siguiente"], [aria-label="Día anterior"], [data-testid="charge"]')
        ) {
          state.clickAt = performance.now();
          state.successAt = 0;
        }
      },
      true,
    );
  });

const shownAt = (page: Page, day: string) =>
  page
    .waitForFunction(
      (wanted) =>
        (window as unknown as { __bench: { shown: Map<string, number> } }).__bench.shown.get(wanted) ?? 0,
      day,
      { timeout: 30_000, polling: 20 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

const dayOf = (page: Page) => new URL(page.url()).searchParams.get('date') ?? '';

let server: ChildProcess | null = null;
let browser: Browser | null = null;
try {
  if (process.env.BENCH_SERVER_UP === 'true') {
    // A server already started on the port (node scripts/e2e-server.mjs), reused.
  } else {
    await waitForFree();
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, E2E_PORT: String(PORT) },
    });
    await waitForServer(server);
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });

  // 1. Cold first loads, each in a new profile; the first (the server's own first) is left out.
  const cold: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await signedIn(browser);
    const page = await context.newPage();
    await watchShown(page);
    await page.goto('/calendar');
    await page.waitForFunction(() => /date=/.test(location.search) || document.querySelector('[data-shown]'));
    const label = page.getByTestId('calendar-date');
    await label.waitFor();
    const day = await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="calendar-date"]') as HTMLElement | null)?.dataset.shown || '',
      null,
      { timeout: 30_000, polling: 20 },
    );
    const shown = await shownAt(page, (await day.jsonValue()) as string);
    if (run > 0) {
      cold.push(shown);
    }
    await context.close();
  }
  if (ONLY_COLD) {
    console.log(
      `\nCold first load of /calendar to the day on screen, ${RUNS} new profiles   ${stats(cold)}   (goal < 1500 ms)`,
    );
    await browser.close();
    server?.kill('SIGTERM');
    process.exit(0);
  }

  // 2. Day switches in one warm page.
  const context = await signedIn(browser);
  const page = await context.newPage();
  await watchShown(page);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  await page.goto(`/calendar?date=${today}`);
  await shownAt(page, today);
  const switchTo = async (button: string) => {
    const before = dayOf(page);
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL((url) => url.searchParams.get('date') !== before);
    const after = dayOf(page);
    const at = await shownAt(page, after);
    const clickAt = await page.evaluate(
      () => (window as unknown as { __bench: { clickAt: number } }).__bench.clickAt,
    );
    // A person looks at the day before the next: SETTLE ms (the days around it are read ahead
    // meanwhile).
    await page.waitForTimeout(SETTLE);
    return Math.max(0, at - clickAt);
  };
  const forward: number[] = [];
  for (let n = 0; n < SWITCHES; n++) {
    forward.push(await switchTo('Día siguiente'));
  }
  // Back over the days already seen: the map keeps the first time each was shown, so clear it.
  await page.evaluate(() =>
    (window as unknown as { __bench: { shown: Map<string, number> } }).__bench.shown.clear(),
  );
  const back: number[] = [];
  for (let n = 0; n < SWITCHES; n++) {
    back.push(await switchTo('Día anterior'));
    await page.evaluate(() =>
      (window as unknown as { __bench: { shown: Map<string, number> } }).__bench.shown.clear(),
    );
  }

  // 3. Checkout: a product in stock at the first site, sold and paid in cash.
  const sites = (await (
    await context.request.get(
      '/api/items/site?fields[]=id&fields[]=name&sort[]=name&filter={"is_active":{"_eq":true}}',
    )
  ).json()) as { data: { id: number; name: string }[] };
  const site = sites.data[0];
  const products = (await (
    await context.request.get(
      '/api/items/product?fields[]=name&fields[]=product_price.site_id&fields[]=product_stock.site_id&fields[]=product_stock.current_stock&filter={"is_for_sale":{"_eq":true},"is_active":{"_eq":true}}&limit=-1',
    )
  ).json()) as {
    data: {
      name: string;
      product_price: { site_id: number }[];
      product_stock: { site_id: number; current_stock: number | null }[];
    }[];
  };
  const stockAt = (row: (typeof products.data)[number]) =>
    row.product_stock.find((stock) => stock.site_id === site.id)?.current_stock ?? 0;
  const product = products.data
    .filter((row) => row.product_price.some((price) => price.site_id === site.id))
    .sort((a, b) => stockAt(b) - stockAt(a))[0];
  if (!product || stockAt(product) < CHARGES + 2) {
    throw new Error('no product with enough stock at the first site');
  }
  await page.evaluate((id) => localStorage.setItem('sari_site', String(id)), site.id);
  await page.goto('/sales/sales');
  const charges: number[] = [];
  // The charge's own request (POST items/history_payment), from the page's resource timing.
  const posts: number[] = [];
  for (let n = 0; n <= CHARGES; n++) {
    await page.getByTestId('new-sale').click();
    const dialog = page.getByRole('dialog');
    const opener = dialog.getByTestId('open-drawer-here');
    await dialog.getByLabel('Agregar servicio o producto').fill(product.name);
    await page
      .getByRole('option', { name: new RegExp(product.name) })
      .first()
      .click();
    if (await opener.isVisible()) {
      await opener.click();
      await dialog.getByTestId('drawer-closed').waitFor({ state: 'detached' });
    }
    await dialog.getByRole('button', { name: 'Efectivo' }).click();
    const button = dialog.getByTestId('charge');
    await button.waitFor();
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="charge"]') as HTMLButtonElement)?.disabled,
    );
    await button.click();
    const success = page.getByTestId('charge-success');
    await success.waitFor({ timeout: 30_000 });
    const [ms, post] = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { clickAt: number; successAt: number } }).__bench;
      const sent = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/items/history_payment'))
        .at(-1) as PerformanceResourceTiming | undefined;
      return [bench.successAt - bench.clickAt, sent ? sent.responseEnd - sent.startTime : 0];
    });
    if (n > 0) {
      charges.push(ms);
      posts.push(post);
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await success.waitFor({ state: 'detached' });
  }

  console.log(
    `\nFront desk in Chromium on the demo data (1366 x 900):` +
      `\n  cold first load of /calendar to the day on screen, ${RUNS} new profiles   ${stats(cold)}   (goal < 1500 ms)` +
      `\n  day switch, a day not seen yet, ${SWITCHES} switches   ${stats(forward)}   (goal p95 < 150 ms)` +
      `\n  day switch, a day seen before, ${SWITCHES} switches   ${stats(back)}   (goal p95 < 150 ms)` +
      `\n  checkout, "Cobrar" to "Venta cobrada", ${CHARGES} sales   ${stats(charges)}   (goal p95 < 300 ms)` +
      `\n    of which the charge's request (POST items/history_payment)   ${stats(posts)}`,
  );
} finally {
  await browser?.close();
  server?.kill('SIGTERM');
}
process.exit(0);
