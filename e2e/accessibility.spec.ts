import { expect, test } from './fixtures';
import { axeProblems, visitsByUser, walkScreens } from './screen-walk';
import { SIZES } from './sizes';

// axe-core's WCAG 2 A and AA rules on every route of the screen registry at desktop size: a
// serious or critical violation fails, named with the route and the elements. The phone size is
// checked by e2e/phone-layout.spec.ts on its own walk (one walk per size keeps CI short).
// SHOTS_DIR=/tmp/x keeps a screenshot of each screen.
const DESKTOP = SIZES[0];

// The parts of the walks go to whichever worker is free.
test.describe.configure({ mode: 'parallel' });

for (const { user, visits, name } of visitsByUser()) {
  test(`every screen passes axe at desktop size (${name})`, async ({ browser }) => {
    test.setTimeout(60_000 + visits.length * 25_000);
    const viewport = { width: DESKTOP.width, height: DESKTOP.height };
    const problems = await walkScreens(browser, user, visits, viewport, 'desktop', axeProblems);
    expect(problems).toEqual([]);
  });
}
