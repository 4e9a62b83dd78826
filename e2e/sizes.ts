import { expect, type Page } from '@playwright/test';
import { fillSignIn, menuLabels } from './helpers';

// The two sizes every screen is checked at: a desktop and a 390 x 844 phone (under lg is mobile).
export const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// Sign in at any size: on a phone the menu waits in a drawer.
export async function signInAtSize(page: Page, email: string) {
  await page.goto('/login');
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toBeVisible();
}

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
