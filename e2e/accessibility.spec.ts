import { expect, test } from '@playwright/test';
import { axeProblems, settle, urlOf, visitsByUser } from './screen-walk';
import { SIZES, signInAtSize } from './sizes';

// axe-core's WCAG 2 A and AA rules on every route of the screen registry at desktop size: a
// serious or critical violation fails, named with the route and the elements. The phone size is
// checked by e2e/phone-layout.spec.ts on its own walk (one walk per size keeps CI short).
// SHOTS_DIR=/tmp/x keeps a screenshot of each screen.
const DESKTOP = SIZES[0];

for (const [user, visits] of visitsByUser()) {
  test(`every screen passes axe at desktop size (${user ?? 'signed out'})`, async ({ browser }) => {
    test.setTimeout(60_000 + visits.length * 25_000);
    const context = await browser.newContext({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });
    const page = await context.newPage();
    if (user) {
      await signInAtSize(page, user);
    }
    const problems: string[] = [];
    for (const visit of visits) {
      const url = await urlOf(visit, page.request);
      await page.goto(url);
      await settle(page);
      problems.push(...(await axeProblems(page, url)));
      if (process.env.SHOTS_DIR) {
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/desktop-${visit.key}-${visits.indexOf(visit)}.png`,
          fullPage: true,
        });
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
