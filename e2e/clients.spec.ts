import { expect, test } from './fixtures';
import { AURORA_ADMIN, AURORA_RECEPTION, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-7);

test('create, find, edit and delete a client; a client in use is offered deactivation', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Clientes').click();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();

  await page.getByTestId('new-client').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escribe el nombre.')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByLabel(/^Nombres/)
    .fill('Zuleima');
  await page.getByRole('dialog').getByLabel('Apellidos', { exact: true }).fill(`Prueba ${unique}`);
  await page.getByRole('dialog').getByLabel('Teléfono', { exact: true }).fill('12');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escribe un teléfono de 7 a 15 dígitos.')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Teléfono', { exact: true }).fill(`300${unique}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cliente guardado' })).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Buscar por nombre, teléfono, correo o documento' });
  await search.fill(unique);
  const row = page
    .getByTestId('client-table')
    .getByRole('row', { name: new RegExp(`Zuleima Prueba ${unique}`) });
  await expect(row).toBeVisible();

  // The same phone again is flagged as a possible duplicate.
  await page.getByTestId('new-client').click();
  await page.getByRole('dialog').getByLabel('Teléfono', { exact: true }).fill(`300${unique}`);
  await expect(page.getByTestId('client-duplicates')).toContainText(`Zuleima Prueba ${unique}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: 'Editar cliente' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Nombres/)
    .fill('Zulema');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('client-table').getByText(`Zulema Prueba ${unique}`)).toBeVisible();

  await page
    .getByTestId('client-table')
    .getByRole('row', { name: new RegExp(`Zulema Prueba ${unique}`) })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cliente eliminado' })).toBeVisible();
  await expect(page.getByTestId('client-table')).toContainText(
    'No hay clientes que coincidan con la búsqueda.',
  );

  // A demo client with reservations cannot be deleted: the dialog offers to deactivate.
  await search.fill('Adriana Rodríguez Ruiz');
  const inUse = page.getByTestId('client-table').getByRole('row', { name: /Adriana Rodríguez Ruiz/ });
  await inUse.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('delete-client-message')).toContainText(
    'tiene reservas o ventas y no se puede eliminar',
  );
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Desactivar' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  await inUse.getByRole('link', { name: 'Adriana Rodríguez Ruiz' }).click();
  await expect(page.getByTestId('client-name')).toHaveText('Adriana Rodríguez Ruiz');
  await expect(page.getByTestId('client-reservations')).toContainText('Sede');
  await expect(page.getByTestId('client-purchases')).toContainText('$');
  await expect(page.getByTestId('client-balance')).toContainText('$');
});

test('a receptionist cannot delete clients: no button, and the server answers 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, AURORA_RECEPTION);
  await page.goto('/client');
  await expect(page.getByTestId('client-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('new-client')).toBeVisible();
  await expect(page.getByTestId('client-table').getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: AURORA_RECEPTION, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const { token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await request.get('/api/items/client?limit=1&fields[]=id', { headers })).json();
  const attempt = await request.delete(`/api/items/client/${list.data[0].id}`, { headers });
  expect(attempt.status()).toBe(403);
  expect((await attempt.json()).errors[0].message).toContain('No tienes permiso');
});

test('a client who owes shows the balance by the spec rule and its movements', async ({
  page,
  request,
  baseURL,
}) => {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: AURORA_ADMIN, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const owed = await (
    await request.get(
      '/api/items/history_payment_deposit?limit=1&sort[]=-remaining_amount&fields[]=client_id&fields[]=remaining_amount&filter={"tipo":{"_eq":"credito"}}',
      { headers },
    )
  ).json();
  const { client_id: clientId, remaining_amount: remaining } = owed.data[0];
  await signInAs(page, AURORA_ADMIN);
  await page.goto(`/client/detail/${clientId}`);
  const balance = page.getByTestId('client-balance');
  await expect(balance).toContainText('Debe');
  await expect(balance.getByTestId('balance-movements')).toContainText('Crédito en venta');
  await expect(balance.getByTestId('balance-movements')).toContainText(
    `$${remaining.toLocaleString('es-CO').replaceAll(',', '.')}`,
  );
});
