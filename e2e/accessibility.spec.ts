import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { settle, urlOf, visitsByUser } from './screen-walk';
import { SIZES, signInAtSize } from './sizes';

// axe-core's WCAG 2 A and AA rules on every route of the screen registry, at desktop and phone
// sizes: a serious or critical violation fails, named with the route and the elements.
for (const size of SIZES) {
  for (const [user, visits] of visitsByUser()) {
    test(`every screen passes axe at ${size.name} size (${user ?? 'signed out'})`, async ({ browser }) => {
      test.setTimeout(60_000 + visits.length * 25_000);
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
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
            const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
            problems.push(`${url}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
      await page.close();
    });
  }
}
