import { expect, test } from './fixtures';
import { AURORA_ADMIN, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const READ_ONLY = 'consulta@aurora.demo';

test('create a product with prices, adjust its stock with reasons, and a product with stock is not deleted', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Productos').click();
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();

  await page.getByTestId('new-product').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe el nombre del producto.')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(`Mascarilla E2E ${unique}`);
  await dialog.getByLabel(/^SKU/).fill(`E2E-${unique}`);
  await dialog.getByLabel(/^Costo/).fill('doce mil');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe un valor en pesos').first()).toBeVisible();
  await dialog.getByLabel(/^Costo/).fill('12.000');
  await dialog.getByLabel('Precio Público').first().fill('25000');
  await dialog.getByLabel('Mínimo').first().fill('3');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Producto guardado' })).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Buscar por nombre, SKU o código de barras' })
    .fill(`E2E-${unique}`);
  const row = page
    .getByTestId('product-table')
    .getByRole('row', { name: new RegExp(`Mascarilla E2E ${unique}`) });
  await expect(row).toContainText('$25.000');
  // Edit: a new price at the second site shows on the detail page.
  await row.getByRole('button', { name: `Editar Mascarilla E2E ${unique}` }).click();
  await expect(dialog.getByLabel(/^Nombre/)).toHaveValue(`Mascarilla E2E ${unique}`);
  await dialog.getByLabel('Precio Público').nth(1).fill('27.000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('$25.000 – $27.000');
  await row.getByRole('link').click();
  await expect(page.getByTestId('product-name')).toHaveText(`Mascarilla E2E ${unique}`);
  await expect(page.getByTestId('product-stock')).toContainText('$27.000');

  // +10 units in, then a count of 4: each is a movement with its reason and the balance after it.
  const stock = page.getByTestId('product-stock');
  await stock.getByRole('button', { name: 'Ajustar' }).first().click();
  await dialog.getByLabel('Unidades', { exact: true }).fill('10');
  await expect(dialog.getByText('Quedarán 10 unidades.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajustar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ahora hay 10 unidades' })).toBeVisible();
  const movements = page.getByTestId('product-movements');
  await expect(movements.getByRole('row').nth(1)).toContainText('+10');
  await expect(movements.getByRole('row').nth(1)).toContainText('Corrección por conteo');

  await stock.getByRole('button', { name: 'Ajustar' }).first().click();
  await dialog.getByRole('button', { name: 'Salida' }).click();
  await dialog.getByLabel('Unidades', { exact: true }).fill('11');
  await expect(dialog.getByText('No puedes sacar más de las 10 unidades que hay.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Conteo' }).click();
  await dialog.getByLabel('Unidades contadas').fill('4');
  await dialog.getByLabel('Motivo').click();
  await page.getByRole('option', { name: 'Producto dañado' }).click();
  await dialog.getByLabel('Detalle').fill('Se rompieron en la vitrina');
  await dialog.getByRole('button', { name: 'Ajustar' }).click();
  await expect(movements.getByRole('row').nth(1)).toContainText('-6');
  await expect(movements.getByRole('row').nth(1)).toContainText(
    'Producto dañado: Se rompieron en la vitrina',
  );
  await expect(stock.getByRole('row').nth(1)).toContainText('4');

  // Units on the shelf: deleting is refused with the reason, and deactivation is offered.
  await page.getByRole('link', { name: 'Volver a productos' }).click();
  await page
    .getByRole('textbox', { name: 'Buscar por nombre, SKU o código de barras' })
    .fill(`E2E-${unique}`);
  await row.getByRole('button', { name: `Eliminar Mascarilla E2E ${unique}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('delete-reason')).toContainText('Hay 4 unidades en inventario');
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByTestId('product-table')).toContainText('No hay productos que coincidan.');
});

test('a read-only user sees products and stock but cannot change them; the server says 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, READ_ONLY);
  await page.goto('/products');
  const first = page.getByTestId('product-table').getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expect(page.getByTestId('new-product')).toHaveCount(0);
  await expect(
    page.getByTestId('product-table').getByRole('button', { name: /^(Editar|Eliminar) / }),
  ).toHaveCount(0);
  await first.getByRole('link').click();
  await expect(page.getByTestId('product-stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajustar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar producto' })).toHaveCount(0);

  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: READ_ONLY, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const id = page.url().split('/').pop();
  const attempt = await request.post(`/api/products/${id}/stock-adjustments`, {
    headers,
    data: { site_id: 1, mode: 'delta', quantity: 5, reason: 'Intento' },
  });
  expect(attempt.status()).toBe(403);
});
