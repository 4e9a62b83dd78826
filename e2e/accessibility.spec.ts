import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { settle, urlOf, visitsByUser } from './screen-walk';
import { SIZES, signInAtSize } from './sizes';

// axe-core's WCAG 2 A and AA rules on every route of the screen registry, at desktop and phone
// sizes: a serious or critical violation fails, named with the route and the elements.
for (const size of SIZES) {
  for (const [user, visits] of visitsByUser()) {
    // Not yet passing (issue 15): the first run found serious violations shared by many screens:
    // the app bar's site selector (aria-input-field-name, aria-prohibited-attr), buttons whose
    // aria-label differs from their text (label-content-name-mismatch), the contrast of MUI's
    // success and info chips and of the calendar's view toggle, and the calendar's events holding
    // buttons (nested-interactive). Turn fixme back into test once they are fixed.
    test(`every screen passes axe at ${size.name} size (${user ?? 'signed out'})`, async ({ browser }) => {
      test.setTimeout(60_000 + visits.length * 25_000);
      // axe needs a page of a context of its own.
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      if (user) {
        await signInAtSize(page, user);
      }
      const problems: string[] = [];
      for (const visit of visits) {
        const url = await urlOf(visit, page.request);
        await page.goto(url);
        await settle(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const violation of results.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            const targets = violation.nodes
              .slice(0, 3)
              .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`);
            problems.push(`${url}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`);
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
