import { expect, test } from './fixtures';
import { AURORA_ADMIN, AURORA_RECEPTION, fillSignIn, LUMEN_ADMIN, menuLabels, signInAs } from './helpers';

test('a protected page while signed out goes to /login with the way back, and sign-in lands there', async ({
  page,
}) => {
  await page.goto('/client?x=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fclient%3Fx%3D1$/);
  await fillSignIn(page, AURORA_ADMIN);
  await expect(page).toHaveURL(/\/client\?x=1$/);
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
});

test('wrong credentials show a clear error and stay on /login', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, AURORA_ADMIN, 'equivocada-123');
  await expect(page.getByTestId('login-error')).toHaveText('Correo o contraseña incorrectos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('/login while signed in goes to /, and the home dashboard shows today', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hola, Aurora' })).toBeVisible();
  await expect(page.getByTestId('reservations-today')).toContainText('Confirmada');
  await expect(page.getByTestId('sales-today')).toContainText('$');
  await expect(page.getByTestId('low-stock')).toContainText('de mínimo');
});

test('the menu follows the business category and the role', async ({ page, browser }) => {
  await signInAs(page, AURORA_ADMIN);
  const admin = await menuLabels(page);
  expect(admin).toEqual(
    expect.arrayContaining(['Agenda', 'Caja', 'Ventas', 'Compras', 'Reportes', 'Configuración']),
  );
  await page.goto('/sales/sales');
  await expect(page.getByRole('tab', { name: 'Oportunidades' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pedidos' })).toHaveCount(0);
  await page.goto('/sales/order');
  await expect(page.getByTestId('not-found')).toBeVisible();

  const lumen = await browser.newPage();
  await signInAs(lumen, LUMEN_ADMIN);
  await lumen.goto('/sales/sales');
  await expect(lumen.getByRole('tab', { name: 'Pedidos' })).toBeVisible();
  await expect(lumen.getByRole('tab', { name: 'Oportunidades' })).toHaveCount(0);
  await lumen.close();

  const reception = await browser.newPage();
  await signInAs(reception, AURORA_RECEPTION);
  const labels = await menuLabels(reception);
  expect(labels).toEqual(expect.arrayContaining(['Agenda', 'Caja', 'Clientes', 'Ventas']));
  // Configuración holds only the cabins and machines, the services module's (decision 053).
  expect(labels).toContain('Configuración');
  expect(labels).not.toContain('Compras');
  expect(labels).not.toContain('Reportes');
  await reception.goto('/settings/users/users');
  await expect(reception.getByTestId('forbidden')).toHaveText('No tienes permiso para ver esta página');
  await reception.close();
});

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page.getByTestId('not-found')).toHaveText('Page Not Found: /esto/no/existe');
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/client/detail/abc');
  await expect(page.getByTestId('not-found')).toHaveText('Page Not Found: /client/detail/abc');
});

test('sign-out ends the session', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('English and back, kept across reloads', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
});

test('a phone shows the menu in a drawer', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('/login');
  await fillSignIn(page, AURORA_ADMIN);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('main-menu')).toBeHidden();
  await page.getByTestId('open-menu').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await page.getByTestId('main-menu').getByText('Agenda').click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByTestId('main-menu')).toBeHidden();
  await page.close();
});

test('signInAs signs in on a phone too, where the menu waits behind its opener', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, AURORA_RECEPTION);
  await expect(page.getByTestId('main-menu')).toHaveCount(0);
  await page.getByTestId('open-menu').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect(await menuLabels(page)).toEqual(expect.arrayContaining(['Agenda', 'Ventas']));
});
