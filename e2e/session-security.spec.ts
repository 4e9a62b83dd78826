import { expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

test('scripts in the page cannot read the session token, and the app works on the HttpOnly cookie', async ({
  page,
  context,
}) => {
  await signInAs(page, AURORA_ADMIN);
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'));
  expect(session?.httpOnly).toBe(true);
  const token = session!.value.split('.')[0];
  const visible = await page.evaluate(async () => {
    const answer = await fetch('/api/auth/get-session').then((response) => response.text());
    return { cookies: document.cookie, answer };
  });
  expect(visible.cookies).not.toContain(token);
  expect(visible.answer).not.toContain(token);
  await page.goto('/client');
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/company');
  await expect(page.getByRole('heading', { name: 'Empresa' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('signing up a business asks to confirm the e-mail; a bad link says so', async ({ page }) => {
  await page.goto('/signUp');
  await page.getByLabel('Tu nombre').fill('Lucía Prueba');
  await page.getByLabel('Nombre del negocio').fill('Salón Lucía');
  await page.getByLabel('Nombre de la primera sede').fill('Sede Norte');
  await page.getByLabel('Correo electrónico').fill('lucia.e2e@test.local');
  await page.getByLabel('Contraseña').fill('Mariposa-Azul-77');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByTestId('sign-up-sent')).toContainText('lucia.e2e@test.local');
  await page.goto('/signUp?confirm=este-enlace-no-existe-1234567890');
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido o ya venció');
});
