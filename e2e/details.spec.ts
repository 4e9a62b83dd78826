import { expect, test } from './fixtures';
import { AURORA_ADMIN, AURORA_RECEPTION, LUMEN_ADMIN, signInAs } from './helpers';
import { SIZES, visibleMenuLabels } from './sizes';

const unique = Date.now().toString().slice(-7);
// Names carry a word of their own: the search for the two of them reads names, phones, e-mails and
// documents, where bare digits can also match another journey's client.
const word = `dt${unique}`;
const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog');

async function newClient(page: import('@playwright/test').Page, first: string, last: string, phone: string) {
  await page.getByTestId('new-client').click();
  await dialog(page)
    .getByLabel(/^Nombres/)
    .fill(first);
  await dialog(page).getByLabel('Apellidos', { exact: true }).fill(last);
  await dialog(page).getByLabel('Teléfono', { exact: true }).fill(phone);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cliente guardado' }).first()).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test('phones: found by their digits, duplicates caught in any format, shown formatted and tappable', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/client');
  const national = `310${unique}`;
  await newClient(page, 'Ana', `Zapata ${word}`, `310 ${unique.slice(0, 3)} ${unique.slice(3)}`);
  await newClient(page, 'Zoe', `Alvarez ${word}`, `+57 320${unique}`);

  const search = page.getByRole('textbox', { name: 'Buscar por nombre, teléfono, correo o documento' });
  for (const typed of [national, `+57 ${national}`, `310-${unique.slice(0, 3)}-${unique.slice(3)}`]) {
    await search.fill(typed);
    await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('client-table')).toContainText(`Ana Zapata ${word}`);
  }
  // Shown formatted, with a call link and a WhatsApp chat with the country code.
  const row = page.getByTestId('client-table').getByRole('row', { name: new RegExp(`Zapata ${word}`) });
  await expect(row.getByRole('link', { name: /^Llamar a/ })).toHaveAttribute('href', `tel:+57${national}`);
  await expect(row.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/57${national}`),
  );
  await expect(row.getByRole('link', { name: /^Llamar a/ })).toHaveText(`310 ${unique}`);

  // The duplicate warning catches the number typed with the country code and no spaces.
  await page.getByTestId('new-client').click();
  await dialog(page).getByLabel('Teléfono', { exact: true }).fill(`+57${national}`);
  await expect(page.getByTestId('client-duplicates')).toContainText(`Ana Zapata ${word}`);
  await dialog(page).getByLabel('Teléfono', { exact: true }).fill(`57 320 ${unique}`);
  await expect(page.getByTestId('client-duplicates')).toContainText(`Zoe Alvarez ${word}`);
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

  // Sorting by name is by last name, then first name: Alvarez before Zapata.
  await search.fill(word);
  await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(3);
  const names = await page.getByTestId('client-table').locator('tbody tr td:first-child a').allInnerTexts();
  expect(names).toEqual([`Zoe Alvarez ${word}`, `Ana Zapata ${word}`]);
  await page.getByTestId('client-table').getByRole('button', { name: 'Nombre' }).click();
  await expect(page.getByTestId('client-table').locator('tbody tr td:first-child a').first()).toHaveText(
    `Ana Zapata ${word}`,
  );
});

test('Settings › Ventas names the payment methods by their names, not their codes', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/sales/sales');
  const methods = page.getByTestId('payment-methods');
  await expect(methods.getByLabel('Efectivo', { exact: true })).toBeVisible();
  await expect(methods.getByLabel('Crédito', { exact: true })).toBeVisible();
  await expect(methods.locator('label')).not.toContainText(['efectivo']);
  for (const label of await methods.locator('label').allInnerTexts()) {
    expect(label).not.toMatch(/^(efectivo|tarjeta|credito)$/);
  }
});

test('a page the role cannot open says so in Spanish; the 404 keeps the spec message, the rest Spanish', async ({
  page,
}) => {
  await signInAs(page, AURORA_RECEPTION);
  await page.goto('/settings');
  await expect(page.getByTestId('forbidden')).toHaveText('No tienes permiso para ver esta página');
  await expect(page.getByText('Tu rol no incluye «Configuración»')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  await page.goto('/no/existe');
  await expect(page.getByTestId('not-found')).toHaveText('Page Not Found: /no/existe');
  await expect(page.getByText('La página que buscas no existe.')).toBeVisible();
});

for (const size of SIZES) {
  test(`each kind of business sees its own menu, dashboard and reports (${size.name})`, async ({
    browser,
  }) => {
    const open = async (email: string) => {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await signInAs(page, email);
      return page;
    };
    const lumen = await open(LUMEN_ADMIN);
    expect(await visibleMenuLabels(lumen)).toEqual([
      'Inicio',
      'Caja',
      'Clientes',
      'Productos',
      'Ventas',
      'Compras',
      'Reportes',
      'Configuración',
    ]);
    await expect(lumen.getByTestId('open-orders')).toBeVisible();
    await expect(lumen.getByText('Reservas de hoy')).toHaveCount(0);
    await expect(lumen.getByTestId('next-appointments')).toHaveCount(0);
    await lumen.goto('/reports');
    await expect(lumen.getByRole('link', { name: 'Ventas por pedido' })).toBeVisible();
    await expect(lumen.getByRole('link', { name: 'Citas por cliente' })).toHaveCount(0);
    for (const path of ['/calendar', '/specialists', '/services', '/promotions']) {
      await lumen.goto(path);
      await expect(lumen.getByTestId('not-found')).toHaveText(`Page Not Found: ${path}`);
    }
    await lumen.close();

    const aurora = await open(AURORA_ADMIN);
    expect(await visibleMenuLabels(aurora)).toEqual(
      expect.arrayContaining(['Agenda', 'Especialistas', 'Servicios', 'Promociones']),
    );
    await expect(aurora.getByTestId('reservations-today')).toBeVisible();
    await expect(aurora.getByTestId('open-orders')).toHaveCount(0);
    await aurora.goto('/reports');
    await expect(aurora.getByRole('link', { name: 'Citas por cliente' })).toBeVisible();
    await expect(aurora.getByRole('link', { name: 'Ventas por pedido' })).toHaveCount(0);
    await aurora.goto('/reports/sales/salesOrder/general');
    await expect(aurora.getByTestId('not-found')).toBeVisible();
    await aurora.close();
  });
}
