import { expect, test } from './fixtures';
import { AURORA_ADMIN, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const READ_ONLY = 'consulta@aurora.demo';

test('brands: validate, create, search, edit, delete; a brand in use is refused with the reason', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/products/brand');
  await expect(page.getByRole('heading', { name: 'Marcas' })).toBeVisible();

  await page.getByTestId('new-item').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nueva marca' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Nombre es obligatorio.')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(`Marca E2E ${unique}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Marca: cambios guardados.' })).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Buscar…' });
  await search.fill(unique);
  const table = page.getByTestId('catalog-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Editar Marca E2E ${unique}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Editar marca' })).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(`Marca Renombrada ${unique}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(table.getByText(`Marca Renombrada ${unique}`)).toBeVisible();

  await table.getByRole('button', { name: `Eliminar Marca Renombrada ${unique}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'se eliminó' })).toBeVisible();
  await expect(table).toContainText('Ningún registro coincide con la búsqueda.');

  // A demo brand has products: deleting it is refused and explained.
  await search.fill('Wella');
  const name = 'Wella';
  await table.getByRole('button', { name: `Eliminar ${name}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('delete-message')).toContainText(`"${name}" está en uso por otros registros`);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(table.getByText(name, { exact: true })).toBeVisible();
});

test('product lines pick their brand; client tags show their colour', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/products/line');
  await page.getByTestId('new-item').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nombre/).fill(`Línea E2E ${unique}`);
  await dialog.getByRole('combobox', { name: 'Marca' }).click();
  const brand = page.getByRole('option').nth(1);
  const brandName = ((await brand.textContent()) ?? '').trim();
  await brand.click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('textbox', { name: 'Buscar…' }).fill(`E2E ${unique}`);
  await expect(
    page.getByTestId('catalog-table').getByRole('row', { name: new RegExp(`Línea E2E ${unique}`) }),
  ).toContainText(brandName);

  await page.goto('/settings/client/clientTag');
  await page.getByTestId('new-item').click();
  await dialog.getByLabel(/^Nombre/).fill(`Cumpleañera ${unique}`);
  await dialog.getByRole('textbox', { name: 'Color', exact: true }).fill('#zzz');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Usa un color en formato #RRGGBB.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Color', exact: true }).fill('#FFF3B0');
  // A light colour gets black text in the preview, as calendar events do.
  await expect(dialog.getByTestId('color-preview')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('catalog-table').getByText(`Cumpleañera ${unique}`)).toBeVisible();
});

test('a read-only user sees the catalogues without create, edit or delete, and the server says 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, READ_ONLY);
  await page.goto('/settings/products/brand');
  await expect(page.getByTestId('catalog-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('new-item')).toHaveCount(0);
  await expect(
    page.getByTestId('catalog-table').getByRole('button', { name: /^(Editar|Eliminar) / }),
  ).toHaveCount(0);
  await page.goto('/client');
  await expect(page.getByTestId('client-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('new-client')).toHaveCount(0);
  await expect(page.getByTestId('import-clients')).toHaveCount(0);

  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: READ_ONLY, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const created = await request.post('/api/items/brand', { headers, data: { name: 'No' } });
  expect(created.status()).toBe(403);
  const imported = await request.post('/api/clients/import', { headers, data: { csv: 'nombre\nNo' } });
  expect(imported.status()).toBe(403);
});
