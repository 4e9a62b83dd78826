import { expect, test } from './fixtures';
import { AURORA_ADMIN, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const READ_ONLY = 'consulta@aurora.demo';

test('create a promotion with a price preview by the promotion rule; expired ones show the overdue colour', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Promociones').click();
  await expect(page.getByRole('heading', { name: 'Promociones' })).toBeVisible();

  // The demo's summer promotion ended: "Vencida" in the overdue colour #D4AF37.
  await page.getByRole('textbox', { name: 'Buscar promoción' }).fill('Temporada de verano');
  const expired = page.getByTestId('promotion-table').getByRole('row', { name: /Temporada de verano/ });
  await expect(expired.getByTestId('promotion-status')).toHaveText('Vencida');
  await expect(expired.getByTestId('promotion-status')).toHaveCSS('background-color', 'rgb(212, 175, 55)');

  await page.getByTestId('new-promotion').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe el nombre de la promoción.')).toBeVisible();
  await expect(dialog.getByText('Elige al menos un servicio.')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(`Promo E2E ${unique}`);
  await dialog.getByLabel(/^Valor/).fill('150');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Un porcentaje va de 1 a 100.')).toBeVisible();
  await dialog.getByLabel(/^Valor/).fill('10');
  await dialog.getByRole('combobox', { name: 'Sedes' }).click();
  await page.getByRole('option', { name: 'Sede Chapinero' }).click();
  await dialog.getByRole('heading', { name: 'Nueva promoción' }).click();
  await dialog.getByRole('combobox', { name: 'Servicios' }).fill('Cepillado');
  await page.getByRole('option', { name: 'Cepillado' }).click();
  await dialog.getByRole('heading', { name: 'Nueva promoción' }).click();

  // Cepillado costs $35.000 at Chapinero: 10% off is $31.500.
  const preview = dialog.getByTestId('promotion-preview');
  await expect(preview.getByRole('row', { name: /Cepillado/ })).toContainText('$35.000');
  await expect(preview.getByRole('row', { name: /Cepillado/ })).toContainText('-$3.500');
  await expect(preview.getByRole('row', { name: /Cepillado/ })).toContainText('$31.500');
  // At Usaquén, not one of its sites, the rule does not apply.
  await preview.getByRole('combobox', { name: 'Sede' }).click();
  await page.getByRole('option', { name: 'Sede Usaquén' }).click();
  await expect(preview.getByTestId('preview-not-applicable')).toBeVisible();

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Promoción guardada' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar promoción' }).fill(`Promo E2E ${unique}`);
  const row = page
    .getByTestId('promotion-table')
    .getByRole('row', { name: new RegExp(`Promo E2E ${unique}`) });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('1 servicio');
  await expect(row.getByTestId('promotion-status')).toHaveText('Vigente');

  await row.getByRole('button', { name: `Editar Promo E2E ${unique}` }).click();
  await dialog.getByLabel(/^Valor/).fill('25');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('25%');
  await row.getByRole('button', { name: `Eliminar Promo E2E ${unique}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('promotion-table')).toContainText('No hay promociones que coincidan.');
});

test('a read-only user sees promotions but cannot change them; the server says 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, READ_ONLY);
  await page.goto('/promotions');
  await expect(page.getByTestId('promotion-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('new-promotion')).toHaveCount(0);
  await expect(
    page.getByTestId('promotion-table').getByRole('button', { name: /^(Editar|Eliminar) / }),
  ).toHaveCount(0);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: READ_ONLY, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const list = await (
    await request.get('/api/items/discount_promotion?limit=1&fields[]=id', { headers })
  ).json();
  const attempt = await request.delete(`/api/items/discount_promotion/${list.data[0].id}`, { headers });
  expect(attempt.status()).toBe(403);
});
