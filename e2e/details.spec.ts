import { expect, test } from '@playwright/test';
import { AURORA_ADMIN, signInAs } from './helpers';

const unique = Date.now().toString().slice(-7);
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
  await newClient(page, 'Ana', `Zapata ${unique}`, `310 ${unique.slice(0, 3)} ${unique.slice(3)}`);
  await newClient(page, 'Zoe', `Alvarez ${unique}`, `+57 320${unique}`);

  const search = page.getByRole('textbox', { name: 'Buscar por nombre, teléfono, correo o documento' });
  for (const typed of [national, `+57 ${national}`, `310-${unique.slice(0, 3)}-${unique.slice(3)}`]) {
    await search.fill(typed);
    await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('client-table')).toContainText(`Ana Zapata ${unique}`);
  }
  // Shown formatted, with a call link and a WhatsApp chat with the country code.
  const row = page.getByTestId('client-table').getByRole('row', { name: new RegExp(`Zapata ${unique}`) });
  await expect(row.getByRole('link', { name: /^Llamar a/ })).toHaveAttribute('href', `tel:+57${national}`);
  await expect(row.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/57${national}`),
  );
  await expect(row.getByRole('link', { name: /^Llamar a/ })).toHaveText(`310 ${unique}`);

  // The duplicate warning catches the number typed with the country code and no spaces.
  await page.getByTestId('new-client').click();
  await dialog(page).getByLabel('Teléfono', { exact: true }).fill(`+57${national}`);
  await expect(page.getByTestId('client-duplicates')).toContainText(`Ana Zapata ${unique}`);
  await dialog(page).getByLabel('Teléfono', { exact: true }).fill(`57 320 ${unique}`);
  await expect(page.getByTestId('client-duplicates')).toContainText(`Zoe Alvarez ${unique}`);
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

  // Sorting by name is by last name, then first name: Alvarez before Zapata.
  await search.fill(unique);
  await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(3);
  const names = await page.getByTestId('client-table').locator('tbody tr td:first-child a').allInnerTexts();
  expect(names).toEqual([`Zoe Alvarez ${unique}`, `Ana Zapata ${unique}`]);
  await page.getByTestId('client-table').getByRole('button', { name: 'Nombre' }).click();
  await expect(page.getByTestId('client-table').locator('tbody tr td:first-child a').first()).toHaveText(
    `Ana Zapata ${unique}`,
  );
});
