import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SCREENS } from '../apps/web/src/app/screens/registry';
import type { Screen } from '../apps/web/src/shared/navigation/screen';
import { AURORA_ADMIN, LUMEN_ADMIN, signInAs } from './helpers';

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

// A screen has settled when its heading shows and nothing is loading any more.
export async function settle(page: import('@playwright/test').Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => {});
  await page
    .waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, null, {
      timeout: 15_000,
    })
    .catch(() => {});
  await page.waitForTimeout(300);
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

// axe-core's WCAG 2 A and AA rules on the page as it is: each serious or critical violation,
// named with the url and its first elements. (The page must belong to a context of its own.)
export async function axeProblems(page: import('@playwright/test').Page, url: string): Promise<string[]> {
  // Colours are judged once they have settled: a button caught in its 250 ms fade from disabled
  // to enabled reads as too faint (a spinner's endless animation is not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`);
      return `${url}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`;
    });
}

// The states a user brings a screen to, walked besides the screen as loaded: a query the user
// sets by a choice (its value a demo row's id, from the collection named), and, on every screen
// with a create button (`data-testid="new-…"`), its form open.
type QueryState = { name: string; query: Record<string, string> };
const QUERY_STATES: Record<string, QueryState[]> = {
  specialistPayslip: [{ name: 'a chosen specialist', query: { specialist: 'specialist' } }],
};

// Each state of a visited screen, brought about on the page as it is; returns its label.
async function* statesOf(page: Page, visit: Omit<Visit, 'url'>, url: string) {
  for (const state of QUERY_STATES[visit.key] ?? []) {
    const query = new URLSearchParams();
    for (const [name, collection] of Object.entries(state.query)) {
      query.set(name, await demoId(collection, page.request));
    }
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}${query}`);
    await settle(page);
    yield `${url} (${state.name})`;
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
      await page.waitForTimeout(300);
      yield `${url} (its create form open)`;
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
    }
  }
}

// One user's walk over their screens at one size, in a context of its own (axe needs one),
// each screen as loaded and then in each of its states (statesOf):
// `check` names what is wrong with each settled screen. SHOTS_DIR=/tmp/x keeps a screenshot of
// each, named `{shots}-{screen}-{n}.png`. Returns every problem of the walk.
export async function walkScreens(
  browser: Browser,
  user: string | null,
  visits: Omit<Visit, 'url'>[],
  viewport: { width: number; height: number },
  shots: string,
  check: (page: Page, url: string) => Promise<string[]>,
): Promise<string[]> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (user) {
    await signInAs(page, user);
  }
  const problems: string[] = [];
  for (const [index, visit] of visits.entries()) {
    const url = await urlOf(visit, page.request);
    await page.goto(url);
    await settle(page);
    problems.push(...(await check(page, url)));
    if (process.env.SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${shots}-${visit.key}-${index}.png`,
        fullPage: true,
      });
    }
    let n = 0;
    for await (const state of statesOf(page, visit, url)) {
      problems.push(...(await check(page, state)));
      if (process.env.SHOTS_DIR) {
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/${shots}-${visit.key}-${index}-state${++n}.png`,
          fullPage: true,
        });
      }
    }
  }
  await context.close();
  return problems;
}
