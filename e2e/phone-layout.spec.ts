import { expect, test } from './fixtures';
import { axeProblems, visitsByUser, walkScreens } from './screen-walk';

// Every route of the screen registry at 390 x 844, as loaded and in the states a user brings it
// to (screen-walk.ts): nothing wider than the phone, every action inside it (only a report's
// table or scrollable tabs may scroll sideways); and axe-core's WCAG 2 A and AA rules pass at
// this size (the desktop size is e2e/accessibility.spec.ts). SHOTS_DIR=/tmp/x keeps a
// screenshot of each.
const PHONE = { width: 390, height: 844 };

// The parts of the walks go to whichever worker is free.
test.describe.configure({ mode: 'parallel' });

for (const { user, visits, name } of visitsByUser()) {
  test(`every screen fits a phone and passes axe there (${name})`, async ({ browser }) => {
    test.setTimeout(60_000 + visits.length * 25_000);
    const problems = await walkScreens(browser, user, visits, PHONE, 'phone', async (page, url, within) => {
      const layout = await page.evaluate(() => {
        const width = window.innerWidth;
        // Primary actions, and every control a row or form offers: none may need a swipe.
        // (a switch's or checkbox's own input is wider than its thumb by design: not counted)
        const controls =
          'button, a[href], input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), [role="button"], [role="combobox"]';
        // Only a report's table (its columns are the report) and scrollable tabs (with their
        // arrows) may hold controls behind a sideways scroll; any other action must be in view,
        // and a primary action always.
        const inScroller = (element: HTMLElement) => {
          if (!element.closest('[data-testid="report-table"], .MuiTabs-root')) {
            return false;
          }
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const overflow = getComputedStyle(parent).overflowX;
            if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth) {
              return true;
            }
          }
          return false;
        };
        const outside = [...document.querySelectorAll<HTMLElement>(controls)]
          .filter((element) => element.offsetParent !== null && element.getClientRects().length > 0)
          .filter((element) => element.classList.contains('MuiButton-contained') || !inScroller(element))
          .map((element) => ({
            text:
              element.getAttribute('aria-label') ||
              element.textContent?.trim() ||
              element.getAttribute('name') ||
              element.tagName,
            box: element.getBoundingClientRect(),
            primary: element.classList.contains('MuiButton-contained'),
          }))
          .filter(({ box }) => box.width > 0 && (box.left < -1 || box.right > width + 1))
          .map(({ text, primary }) => `${primary ? 'primary action' : 'control'} "${text}"`);
        return { documentWidth: document.documentElement.scrollWidth, width, outside };
      });
      const found: string[] = [];
      if (layout.documentWidth > layout.width) {
        found.push(`${url}: the page is ${layout.documentWidth}px wide on a ${layout.width}px phone`);
      }
      for (const text of layout.outside) {
        found.push(`${url}: the ${text} is outside the screen`);
      }
      return [...found, ...(await axeProblems(page, url, within))];
    });
    expect(problems).toEqual([]);
  });
}
