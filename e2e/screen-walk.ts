import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SCREENS } from '../apps/web/src/app/screens/registry';
import type { Screen } from '../apps/web/src/shared/navigation/screen';
import { AURORA_ADMIN, LUMEN_ADMIN, signInThroughApi } from './helpers';

// Every route of the screen registry, as a browser opens it: screens added later are walked
// too. A parameter gets a demo value; a new kind of parameter fails here until it has one.
export type Visit = { key: string; path: string; url: string; user: string | null; screen: Screen };

// Collections whose first demo row gives an `:id` of a path starting with the prefix.
const ID_SOURCES: [string, string][] = [
  ['/client/', 'client'],
  ['/products/', 'product'],
  ['/specialists/', 'specialist'],
  ['/reports/specialist/', 'specialist'],
  ['/shopping/suppliers/', 'supplier'],
  ['/shopping/orders/', 'purchase_order'],
  ['/sales/order/', 'sales_order'],
];

export function registryVisits(): Omit<Visit, 'url'>[] {
  return SCREENS.flatMap((screen) =>
    screen.paths.map((path) => ({
      key: screen.key,
      path,
      screen,
      user: screen.public
        ? null
        : screen.category === 'comercializadora_productos'
          ? LUMEN_ADMIN
          : AURORA_ADMIN,
    })),
  );
}

// The URL of a visit, asking the API (signed in as the visit's user) for demo ids.
export async function urlOf(visit: Omit<Visit, 'url'>, request: APIRequestContext): Promise<string> {
  let url = visit.path;
  for (const [param] of visit.path.matchAll(/:[a-zA-Z]+/g)) {
    url = url.replace(param, await demoValue(param, visit.path, request));
  }
  return url;
}

async function demoValue(param: string, path: string, request: APIRequestContext): Promise<string> {
  if (param === ':tab') {
    return 'general';
  }
  if (param === ':payParams') {
    return 'egreso-Pago%20de%20prueba-50000-%2FcashDrawer-';
  }
  if (param === ':id') {
    const source = ID_SOURCES.find(([prefix]) => path.startsWith(prefix));
    if (!source) {
      throw new Error(`No demo id for ${path}: add its collection to ID_SOURCES in e2e/screen-walk.ts`);
    }
    return demoId(source[1], request);
  }
  throw new Error(`No demo value for ${param} of ${path}: add it to e2e/screen-walk.ts`);
}

// The first demo row of a collection the visit's user sees (Lumen's sales orders, Aurora's
// purchase orders, …). None is a failure, not a made-up id: a walk over a "not found" page would
// pass without ever drawing the screen.
async function demoId(collection: string, request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/items/${collection}`, {
    params: { 'fields[]': 'id', limit: '1' },
  });
  const id = (await response.json()).data?.[0]?.id;
  if (id === undefined) {
    throw new Error(`The demo has no ${collection} this user sees: add some to packages/db/src/seed`);
  }
  return String(id);
}

// A screen has settled when its heading shows and nothing is loading any more: no spinner or
// placeholder, no request of the page's own under way (the calendar's change stream aside), the
// fonts in, every transition done (a spinner's endless animation is not waited for). `heading` is
// the heading to wait for: after a move inside the app, one that was not on the screen before;
// any shown one (the sign-in screens' brand h1 is hidden on a phone and comes first).
export async function settle(page: Page, heading = 'h1') {
  await page
    .locator(heading)
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  await page
    .waitForFunction(
      () => document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0,
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => {});
  await requestsDone(page);
  await transitionsDone(page);
}

// The requests of a page still under way (an event stream never ends: not counted).
const pending = new WeakMap<Page, Set<import('@playwright/test').Request>>();

function trackRequests(page: Page) {
  const open = new Set<import('@playwright/test').Request>();
  pending.set(page, open);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') {
      open.add(request);
    }
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

// Until no request has been under way for 50 ms (a reply that starts another read is waited for
// too), at most 15 s.
async function requestsDone(page: Page) {
  const open = pending.get(page);
  if (!open) {
    return;
  }
  const until = Date.now() + 15_000;
  let quietSince = 0;
  while (Date.now() < until) {
    if (open.size > 0) {
      quietSince = 0;
    } else if (quietSince === 0) {
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 50) {
      return;
    }
    await page.waitForTimeout(10);
  }
}

// Every running animation or transition ended (endless ones, a spinner's, excepted), then one
// frame drawn, at most 2 s: colours are judged once they have settled (a button caught in its
// 250 ms fade from disabled to enabled reads as too faint) and a dialog's place once it has
// slid in.
export async function transitionsDone(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 2_000, polling: 'raf' },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

// Grouped by who opens them (one signed-in browser per user, public screens signed out), and
// cut into parts of at most WALK_PART visits: the parts of a walk run as tests of their own, so
// the browser workers share a long walk instead of one worker carrying it (decision 044).
const WALK_PART = 8;

export function visitsByUser() {
  const groups = new Map<string | null, Omit<Visit, 'url'>[]>();
  for (const visit of registryVisits()) {
    groups.set(visit.user, [...(groups.get(visit.user) ?? []), visit]);
  }
  return [...groups.entries()].flatMap(([user, visits]) => {
    const parts = Math.ceil(visits.length / WALK_PART);
    return Array.from({ length: parts }, (_, part) => ({
      user,
      visits: visits.slice(part * WALK_PART, (part + 1) * WALK_PART),
      name: `${user ?? 'signed out'}${parts > 1 ? `, part ${part + 1} of ${parts}` : ''}`,
    }));
  });
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// The rules whose verdict on the page behind an open dialog changes with the dialog: the page is
// hidden from assistive technology then, and nothing hidden may take the focus.
const BEHIND_A_DIALOG = ['aria-hidden-focus', 'aria-hidden-body'];

// Counts of what the walks did, for the figures of decision 065 (see WALK_STATS in walkScreens).
const walkStats = { fullLoads: 0, inAppMoves: 0, fallbacks: 0, axeRuns: 0, axeMs: 0 };

// A maker of axe runs on the page. A page without frames (the app has none) is judged where it
// is (axe's "legacy mode": the default opens a blank page per run to join the frames' results,
// most of a run's time), and axe-core is loaded once per document, not again for each run (an
// in-app move keeps it). Only the violations are read: axe names every node that passed too
// unless told not to. (`options` first: withTags and withRules write into it.)
async function axeIn(page: Page) {
  const framed = page.frames().length > 1;
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  return () => {
    const builder = new AxeBuilder({ page, ...(loaded && !framed ? { axeSource: ';' } : {}) });
    builder.options({ resultTypes: ['violations'] });
    return framed ? builder : builder.setLegacyMode();
  };
}

// axe-core's WCAG 2 A and AA rules on the page as it is: each serious or critical violation,
// named with the url and its first elements. `within` (a selector: an open dialog) judges only
// that part by every rule, and the rest of the page by the rules the dialog changes the verdict
// of (BEHIND_A_DIALOG): the page as loaded was judged whole before the dialog opened. (A page
// with frames must belong to a context of its own: axe joins their verdicts in a new page of it.)
export async function axeProblems(page: Page, url: string, within?: string): Promise<string[]> {
  await transitionsDone(page);
  const started = Date.now();
  const axe = await axeIn(page);
  const runs = within
    ? [axe().withTags(WCAG).include(within), axe().withRules(BEHIND_A_DIALOG)]
    : [axe().withTags(WCAG)];
  const problems: string[] = [];
  for (const run of runs) {
    const results = await run.analyze();
    walkStats.axeRuns += 1;
    problems.push(
      ...results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => {
          const targets = violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`);
          return `${url}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`;
        }),
    );
  }
  walkStats.axeMs += Date.now() - started;
  return problems;
}

// The states a user brings a screen to, walked besides the screen as loaded: a query the user
// sets by a choice (its value a demo row's id, from the collection named), and, on every screen
// with a create button (`data-testid="new-…"`), its form open.
type QueryState = { name: string; query: Record<string, string> };
const QUERY_STATES: Record<string, QueryState[]> = {
  specialistPayslip: [{ name: 'a chosen specialist', query: { specialist: 'specialist' } }],
};

// Each state of a visited screen, brought about on the page as it is: its label, and the part
// of the page it concerns (an open dialog; none: the whole page).
async function* statesOf(page: Page, visit: Omit<Visit, 'url'>, url: string) {
  for (const state of QUERY_STATES[visit.key] ?? []) {
    const query = new URLSearchParams();
    for (const [name, collection] of Object.entries(state.query)) {
      query.set(name, await demoId(collection, page.request));
    }
    await openScreen(page, `${url}${url.includes('?') ? '&' : '?'}${query}`, 'in the app');
    yield { label: `${url} (${state.name})`, within: undefined };
  }
  const create = page.locator('[data-testid^="new-"]:visible').first();
  if ((await create.count()) > 0 && (await create.isEnabled())) {
    await create.click();
    const dialog = page.getByRole('dialog');
    if (
      await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await requestsDone(page);
      await transitionsDone(page);
      yield { label: `${url} (its create form open)`, within: '[role="dialog"]' };
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
    }
  }
}

// Opens a screen and waits for it to settle: 'loaded' as a browser opens an address (the whole
// app starts), 'in the app' as a link inside the app moves to it. A move inside the app first
// passes an address no route has (the 404 page), so the screen's page mounts afresh even when the
// one before drew the same component; it has arrived when the 404 page is gone and the address
// is the one asked for (atAddress), and settles on a heading that was not there before. A move
// that does not arrive is made again as a load.
async function openScreen(page: Page, url: string, how: 'loaded' | 'in the app') {
  if (how === 'in the app') {
    await moveInApp(page, '/__screen-walk__');
    const notFound = page.getByTestId('not-found');
    if (await arrived(notFound.waitFor({ timeout: 5_000 }))) {
      await page.evaluate(() => {
        for (const heading of document.querySelectorAll('h1, [data-testid="not-found"]')) {
          heading.setAttribute('data-walk-left', '');
        }
      });
      await moveInApp(page, url);
      const left = page.locator('[data-testid="not-found"][data-walk-left]');
      const gone = await arrived(left.waitFor({ state: 'detached', timeout: 5_000 }));
      if (gone && atAddress(page, url)) {
        walkStats.inAppMoves += 1;
        await settle(page, 'h1:not([data-walk-left])');
        return;
      }
    }
    walkStats.fallbacks += 1;
  }
  walkStats.fullLoads += 1;
  await page.goto(url);
  await settle(page);
}

// Whether the page is at the address asked for (a screen may add a query of its own: a report
// its period).
function atAddress(page: Page, url: string) {
  const here = new URL(page.url());
  const asked = new URL(url, here);
  return (
    here.pathname === asked.pathname &&
    [...asked.searchParams].every(([name, value]) => here.searchParams.get(name) === value)
  );
}

const arrived = (wait: Promise<unknown>) =>
  wait.then(
    () => true,
    () => false,
  );

// What a link of the app does: a new history entry the router follows.
async function moveInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    const index = Number(window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

// One user's walk over their screens at one size, in a context of its own (axe needs one),
// each screen as loaded and then in each of its states (statesOf): the first screen of a walk
// loaded as a browser opens it, the others reached inside the app (openScreen). `check` names
// what is wrong with each settled screen (`within`: the part of the page a state concerns).
// SHOTS_DIR=/tmp/x keeps a screenshot of each, named `{shots}-{screen}-{n}.png`; WALK_STATS=file
// adds a line of counts and times per walk to the file. Returns every problem of the walk.
export async function walkScreens(
  browser: Browser,
  user: string | null,
  visits: Omit<Visit, 'url'>[],
  viewport: { width: number; height: number },
  shots: string,
  check: (page: Page, url: string, within?: string) => Promise<string[]>,
): Promise<string[]> {
  const started = Date.now();
  const before = { ...walkStats };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  trackRequests(page);
  if (user) {
    await signInThroughApi(page, user);
  }
  const problems: string[] = [];
  let states = 0;
  for (const [index, visit] of visits.entries()) {
    const url = await urlOf(visit, page.request);
    await openScreen(page, url, index === 0 ? 'loaded' : 'in the app');
    problems.push(...(await check(page, url)));
    if (process.env.SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${shots}-${visit.key}-${index}.png`,
        fullPage: true,
      });
    }
    let n = 0;
    for await (const { label, within } of statesOf(page, visit, url)) {
      states += 1;
      problems.push(...(await check(page, label, within)));
      if (process.env.SHOTS_DIR) {
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/${shots}-${visit.key}-${index}-state${++n}.png`,
          fullPage: true,
        });
      }
    }
  }
  await context.close();
  if (process.env.WALK_STATS) {
    const counts = Object.fromEntries(
      Object.entries(walkStats).map(([key, value]) => [key, value - before[key as keyof typeof before]]),
    );
    appendFileSync(
      process.env.WALK_STATS,
      `${JSON.stringify({ shots, user, visits: visits.length, states, ...counts, ms: Date.now() - started })}\n`,
    );
  }
  return problems;
}
