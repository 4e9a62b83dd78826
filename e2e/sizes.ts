import { expect, type Page } from '@playwright/test';
import { menuLabels } from './helpers';

// The two sizes every screen is checked at: a desktop and a 390 x 844 phone (under lg is mobile).
export const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// The side menu's labels, opening the drawer first on a phone.
export async function visibleMenuLabels(page: Page): Promise<string[]> {
  const opener = page.getByTestId('open-menu');
  if (await opener.isVisible()) {
    await opener.click();
    await expect(page.getByTestId('main-menu')).toBeVisible();
    const labels = await menuLabels(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('main-menu')).toBeHidden();
    return labels;
  }
  return menuLabels(page);
}
