import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo12345';
export const AURORA_ADMIN = 'admin@aurora.demo';
export const AURORA_RECEPTION = 'recepcion@aurora.demo';
export const LUMEN_ADMIN = 'admin@lumen.demo';

export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

// A journey's sign-in, where signing in is not what it is about: the request the sign-in form
// sends (its session cookie lands in the page's context), then the home screen. The form itself
// is driven by e2e/shell.spec.ts (fillSignIn) and walked with the signed-out screens.
export async function signInThroughApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: `http://127.0.0.1:${process.env.E2E_WORKER_PORT}` },
  });
  expect(response.ok(), `${email} signs in: ${await response.text()}`).toBeTruthy();
}

// Sign in at any size: the side menu shows on a desktop, and on a phone (under lg) its opener
// does, the menu itself waiting closed in a drawer.
export async function signInAs(page: Page, email: string) {
  await signInThroughApi(page, email);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByTestId('main-menu').or(page.getByTestId('open-menu'))).toBeVisible();
}

export async function menuLabels(page: Page): Promise<string[]> {
  return (await page.getByTestId('main-menu').locator('.MuiListItemText-primary').allInnerTexts()).map(
    (text) => text.trim(),
  );
}

// Types a day ('YYYY-MM-DD') into the app's date field as a user does: DD/MM/YYYY, section by
// section, then leaves it (the field is the picker's group of day, month and year, not a native
// input).
export async function typeDate(field: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${date}${month}${year}`);
  // Done with it: leaving the field hands the day on.
  await field.page().keyboard.press('Tab');
}

// A journey's set-up through the API, as the app calls it: the same-origin header every write
// carries, an items filter, and a read or a write that fails the journey with the server's answer.
export const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });
export const itemsFilter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

export async function getData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data as T;
}

export async function postData<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: sameOrigin(page) });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data as T;
}

// Opens, from the agenda's visits (`events`), the reservation drawer of the first visit that
// still takes an advance ("Registrar anticipo"), closing the others; answers the drawer.
export async function openVisitTakingAdvance(page: Page, events: Locator): Promise<Locator> {
  const drawer = page.getByTestId('reservation-drawer');
  let found = false;
  for (let index = 0; index < (await events.count()) && !found; index++) {
    await events.nth(index).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('drawer-advance')).toBeVisible();
    found = (await drawer.getByRole('button', { name: 'Registrar anticipo' }).count()) > 0;
    if (!found) {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  }
  expect(found).toBe(true);
  return drawer;
}

// The checkout dialog (`name`) ready to charge: at `siteName` when the dialog asks for a site, and
// the site's drawer opened from the dialog when it was closed.
export async function readyCheckout(
  page: Page,
  { name = /Nueva venta/, siteName }: { name?: string | RegExp; siteName?: string } = {},
) {
  const dialog = page.getByRole('dialog', { name });
  if (siteName) {
    const siteField = dialog.getByLabel('Sede');
    if (await siteField.count()) {
      await siteField.click();
      await page.getByRole('option', { name: siteName }).click();
    }
  }
  await expect(dialog.getByLabel('Agregar servicio o producto')).toBeVisible();
  if (await dialog.getByTestId('open-drawer-here').isVisible()) {
    await dialog.getByTestId('open-drawer-here').click();
    await expect(dialog.getByTestId('drawer-closed')).toHaveCount(0);
  }
  return dialog;
}
