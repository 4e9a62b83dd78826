import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, PASSWORD, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const READ_ONLY = 'consulta@aurora.demo';

async function pickOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('sales settings and company data are saved and kept', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/sales/sales');
  await page.getByLabel('Permitir ventas a crédito').uncheck();
  await pickOption(page, page.getByRole('combobox', { name: 'Tiempo de inactividad' }), '15 minutos');
  await page.getByRole('textbox', { name: 'transferencia' }).fill(`Transferencia ${unique}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cambios guardados' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Permitir ventas a crédito')).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Tiempo de inactividad' })).toHaveText('15 minutos');
  await expect(page.getByRole('textbox', { name: 'transferencia' })).toHaveValue(`Transferencia ${unique}`);

  await page.goto('/settings/service/company');
  await page.getByLabel('Teléfono').fill('12');
  await expect(page.getByText('Escribe un teléfono de 7 a 15 dígitos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await page.getByLabel('Teléfono').fill('6017654321');
  await page.getByLabel('NIT').fill(`900.${unique}-1`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cambios guardados' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('NIT')).toHaveValue(`900.${unique}-1`);
});

test('a site’s weekly hours: a closing before opening is flagged; a good change is kept', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/sites');
  const card = page.locator('[data-testid^="site-card-"]', { hasText: 'Sede Chapinero' });
  const monday = card.getByTestId('site-day-1');
  await pickOption(page, monday.getByRole('combobox', { name: 'Cierra' }), '7:00 AM');
  await expect(
    card.getByText('El Lunes la hora de cierre debe ser posterior a la de apertura.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Guardar horario' })).toBeDisabled();
  await pickOption(page, monday.getByRole('combobox', { name: 'Cierra' }), '6:00 PM');
  await card.getByTestId('site-day-0').getByRole('switch').check();
  await card.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Horario de Sede Chapinero guardado' }),
  ).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('site-day-1').getByRole('combobox', { name: 'Cierra' })).toHaveText(
    '6:00 PM',
  );
  await expect(card.getByTestId('site-day-0').getByRole('switch')).toBeChecked();
});

test('roles: a new role from the permission matrix; roles in use are not deleted', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/users/role');
  await expect(page.getByTestId('permission-matrix').getByRole('checkbox').first()).toBeDisabled();
  await page.getByTestId('new-role').click();
  const editor = page.getByTestId('role-editor');
  await editor.getByLabel(/^Nombre del rol/).fill(`Caja E2E ${unique}`);
  // Granting "Crear" grants "Ver" too.
  await editor.getByRole('checkbox', { name: 'Caja: Crear' }).check();
  await expect(editor.getByRole('checkbox', { name: 'Caja: Ver' })).toBeChecked();
  await editor.getByRole('button', { name: 'Crear rol' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rol guardado' })).toBeVisible();
  await expect(page.getByTestId('role-list')).toContainText(`Caja E2E ${unique}`);
  await page.reload();
  await page.getByTestId('role-list').getByText(`Caja E2E ${unique}`).click();
  await expect(page.getByTestId('role-editor').getByRole('checkbox', { name: 'Caja: Crear' })).toBeChecked();
  await expect(
    page.getByTestId('role-editor').getByRole('checkbox', { name: 'Caja: Eliminar' }),
  ).not.toBeChecked();

  await page.getByRole('button', { name: 'Eliminar Consulta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('delete-reason')).toContainText('El rol está asignado a un usuario');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: `Eliminar Caja E2E ${unique}` }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('role-list')).not.toContainText(`Caja E2E ${unique}`);
});

test('invite a user with a role and a site, then deactivate them', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/users/users');
  await page.getByTestId('invite-user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Correo electrónico/).fill(`nueva${unique}@aurora.demo`);
  await dialog.getByLabel(/^Nombre/).fill('Natalia');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText('Elige al menos un rol.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Recepcionista' }).click();
  await dialog.getByRole('heading', { name: 'Invitar usuario' }).click();
  await dialog.getByRole('combobox', { name: 'Sedes' }).click();
  await page.getByRole('option', { name: 'Sede Usaquén' }).click();
  await dialog.getByRole('heading', { name: 'Invitar usuario' }).click();
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Invitación enviada a nueva${unique}@aurora.demo` }),
  ).toBeVisible();
  const row = page
    .getByTestId('user-table')
    .getByRole('row', { name: new RegExp(`nueva${unique}@aurora.demo`) });
  await expect(row).toContainText('Recepcionista');
  await expect(row).toContainText('Sede Usaquén');
  await row.getByRole('button', { name: 'Editar Natalia' }).click();
  await dialog.getByLabel('Usuario activo (puede iniciar sesión)').uncheck();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Inactivo');
});

test('a read-only user opens settings without changing them; the server says 403', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, READ_ONLY);
  await page.goto('/settings/service/sites');
  await expect(page.getByText('Sede Chapinero')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar horario' })).toHaveCount(0);
  await expect(page.getByTestId('new-site')).toHaveCount(0);
  await page.goto('/settings/sales/sales');
  await expect(page.getByLabel('Permitir ventas a crédito')).toBeDisabled();
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: READ_ONLY, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const sites = await (await request.get('/api/items/site?fields[]=id&limit=1', { headers })).json();
  const attempt = await request.put(`/api/sites/${sites.data[0].id}/schedule`, {
    headers,
    data: {
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        is_active: true,
        start_time: '01:00',
        end_time: '02:00',
      })),
    },
  });
  expect(attempt.status()).toBe(403);
});
