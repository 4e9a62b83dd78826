import { expect, test } from './fixtures';
import { AURORA_ADMIN, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const READ_ONLY = 'consulta@aurora.demo';

test('create a service with price, specialists and consumables; edit; a booked service is not deleted', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Servicios').click();
  await expect(page.getByRole('heading', { name: 'Servicios', level: 1 })).toBeVisible();

  await page.getByTestId('new-service').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Duración/).fill('2');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe el nombre del servicio.')).toBeVisible();
  await expect(dialog.getByText('La duración debe ser un número de minutos entre 5 y 720.')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(`Keratina E2E ${unique}`);
  await dialog.getByLabel(/^Duración/).fill('90');
  await expect(dialog.getByText('1h 30min')).toBeVisible();
  await dialog.getByLabel(/^Precio · Sede Chapinero/).fill('180.000');
  await dialog.getByRole('combobox', { name: 'Especialistas' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('heading', { name: 'Nuevo servicio' }).click();
  await dialog.getByRole('button', { name: 'Agregar producto' }).click();
  await dialog.getByRole('combobox', { name: 'Producto' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Cantidad').fill('0');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Elige el producto y una cantidad entera mayor que cero')).toBeVisible();
  await dialog.getByLabel('Cantidad').fill('2');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Servicio guardado' })).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Buscar servicio' });
  await search.fill(`Keratina E2E ${unique}`);
  const row = page
    .getByTestId('service-table')
    .getByRole('row', { name: new RegExp(`Keratina E2E ${unique}`) });
  await expect(row).toContainText('1h 30min');
  await expect(row).toContainText('$180.000');

  await row.getByRole('button', { name: `Editar Keratina E2E ${unique}` }).click();
  await expect(dialog.getByLabel('Cantidad')).toHaveValue('2');
  await dialog.getByLabel(/^Duración/).fill('120');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('2h 0min');

  // A demo service has reservations: refused, deactivation offered.
  await search.fill('Cepillado');
  const booked = page.getByTestId('service-table').getByRole('row', { name: /Cepillado/ });
  await booked.getByRole('button', { name: 'Eliminar Cepillado' }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('delete-message')).toContainText('está en uso por otros registros');
  await expect(dialog.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('tab', { name: 'Categorías' }).click();
  await expect(page.getByRole('heading', { name: 'Categorías de servicios' })).toBeVisible();
  await expect(page.getByTestId('catalog-table').getByRole('row').nth(1)).toBeVisible();
});

test('a read-only user sees services without changing them; the server says 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, READ_ONLY);
  await page.goto('/services');
  await expect(page.getByTestId('service-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('new-service')).toHaveCount(0);
  await expect(
    page.getByTestId('service-table').getByRole('button', { name: /^(Editar|Eliminar) / }),
  ).toHaveCount(0);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: READ_ONLY, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const attempt = await request.post('/api/items/service', { headers, data: { name: 'No', duration: 30 } });
  expect(attempt.status()).toBe(403);
});
