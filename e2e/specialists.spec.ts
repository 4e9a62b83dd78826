import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const READ_ONLY = 'consulta@aurora.demo';

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('create a specialist with colour, site and commission; set a week with a break and an absence', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Especialistas').click();
  await page.getByTestId('new-specialist').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nombre/).fill(`Paula${unique}`);
  await dialog.getByLabel('Apellidos').fill('Prueba');
  await dialog.getByRole('textbox', { name: 'Color en la agenda', exact: true }).fill('#FFE4F0');
  await expect(dialog.getByTestId('color-preview')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await dialog.getByRole('combobox', { name: 'Sedes donde trabaja' }).click();
  await page.getByRole('option', { name: 'Sede Chapinero' }).click();
  await dialog.getByRole('heading', { name: 'Nuevo especialista' }).click();
  await dialog.getByRole('button', { name: 'Agregar comisión' }).click();
  await pick(page, dialog, 'Categoría de servicio', 'Uñas');
  await dialog.getByLabel('Comisión', { exact: true }).fill('120');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('un porcentaje va de 0 a 100')).toBeVisible();
  await dialog.getByLabel('Comisión', { exact: true }).fill('35');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Especialista guardado' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Buscar por nombre, teléfono o correo' }).fill(`Paula${unique}`);
  await page.getByRole('link', { name: `Paula${unique} Prueba` }).click();
  await expect(page.getByTestId('specialist-name')).toHaveText(`Paula${unique} Prueba`);
  await expect(page.getByTestId('specialist-participation')).toContainText('Uñas: 35%');
  await page.getByRole('button', { name: 'Editar especialista' }).click();
  await dialog.getByLabel('Teléfono').fill('3105556677');
  await dialog.getByLabel('Comisión', { exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('specialist-participation')).toContainText('Uñas: 40%');
  await expect(page.getByRole('link', { name: 'Llamar a 310 5556677' })).toBeVisible();

  // Monday 9-13 and 14-18: a break between two windows. An overlapping window is flagged.
  const monday = page.getByTestId('weekday-1');
  await monday.getByRole('button', { name: 'Agregar franja el Lunes' }).click();
  await monday.getByRole('button', { name: 'Agregar', exact: true }).click();
  await monday.getByRole('button', { name: 'Agregar franja el Lunes' }).click();
  await pick(page, monday, 'Desde', '12:00 PM');
  await pick(page, monday, 'Hasta', '6:00 PM');
  await monday.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByTestId('availability-overlap')).toContainText('El Lunes se cruzan');
  await expect(page.getByRole('button', { name: 'Guardar disponibilidad' })).toBeDisabled();
  await monday.locator('.MuiChip-root', { hasText: '12:00 PM' }).locator('.MuiChip-deleteIcon').click();
  await monday.getByRole('button', { name: 'Agregar franja el Lunes' }).click();
  await pick(page, monday, 'Desde', '2:00 PM');
  await pick(page, monday, 'Hasta', '6:00 PM');
  await monday.getByRole('button', { name: 'Agregar', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar disponibilidad' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Disponibilidad guardada' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('weekday-1')).toContainText('9:00 AM – 1:00 PM');
  await expect(page.getByTestId('weekday-1')).toContainText('2:00 PM – 6:00 PM');
  await expect(page.getByTestId('weekday-2')).toContainText('Descansa');

  await page.getByRole('button', { name: 'Agregar ausencia' }).click();
  await dialog.getByLabel('Motivo').fill('Vacaciones');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('absences')).toContainText('Todo el día · Vacaciones');
});

test('a demo specialist shows the agenda; deleting one with reservations offers deactivation', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/specialists');
  const first = page.getByTestId('specialist-table').getByRole('row').nth(1);
  const name = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  await first.getByRole('button', { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('delete-message')).toContainText('está en uso por otros registros');
  await expect(dialog.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await first.getByRole('link').first().click();
  await expect(page.getByTestId('specialist-agenda').getByRole('listitem').first()).toBeVisible();
});

test('a read-only user sees specialists but cannot change them; the server says 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, READ_ONLY);
  await page.goto('/specialists');
  const first = page.getByTestId('specialist-table').getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expect(page.getByTestId('new-specialist')).toHaveCount(0);
  await first.getByRole('link').first().click();
  await expect(page.getByTestId('availability')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar disponibilidad' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Agregar ausencia' })).toHaveCount(0);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: READ_ONLY, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const attempt = await request.post('/api/items/specialist', { headers, data: { name: 'No' } });
  expect(attempt.status()).toBe(403);
});
