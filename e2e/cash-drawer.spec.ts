import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('es-CO')}`;

async function expectedCash(page: Page) {
  const row = page.getByTestId('drawer-expected').getByRole('row', { name: /Efectivo/ });
  return pesos(await row.getByRole('cell').nth(3).textContent());
}

test('cash out, a specialist payout through the pay route, closing with a difference and opening again', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  const specialists = (
    await (
      await page.request.get('/api/items/specialist?fields[]=id&fields[]=name&sort[]=name&limit=1')
    ).json()
  ).data as { id: number; name: string }[];
  const specialist = specialists[0];
  await page.getByTestId('main-menu').getByText('Caja').click();
  await expect(page).toHaveURL(/\/cashDrawer$/);
  await expect(page.getByTestId('drawer-session')).toContainText('Abierta');
  await expect(page.getByTestId('drawer-session')).toContainText('Base de apertura: $200.000');
  const before = await expectedCash(page);

  // Cash out with a concept.
  await page.getByRole('button', { name: 'Salida de dinero' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Valor').fill('15000');
  await dialog.getByLabel('Concepto').fill('Compra de café');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Movimiento registrado' })).toBeVisible();
  await expect(
    page.getByTestId('drawer-movements').getByRole('row', { name: /Compra de café/ }),
  ).toContainText('-$15.000');
  await expect.poll(() => expectedCash(page)).toBe(before - 15000);

  // The pay route: a payout to a specialist, back to the specialist's page.
  const back = encodeURIComponent(`/specialists/detail/${specialist.id}`);
  await page.goto(
    `/cashDrawer/pay/pago-${encodeURIComponent('Pago quincena')}-50000-${back}-${specialist.id}`,
  );
  const card = page.getByTestId('pay-card');
  await expect(card).toContainText('Pago a especialista');
  await expect(card).toContainText(`Para ${specialist.name}`);
  await expect(card.getByLabel('Concepto')).toHaveValue('Pago quincena');
  await page.screenshot({ path: '/tmp/cash-pay-desktop.png' });
  await card.getByRole('button', { name: 'Registrar $50.000' }).click();
  await expect(page).toHaveURL(new RegExp(`/specialists/detail/${specialist.id}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'Registrado en la caja: $50.000' })).toBeVisible();

  await page.goto('/cashDrawer');
  await expect(
    page.getByTestId('drawer-movements').getByRole('row', { name: /Pago quincena/ }),
  ).toContainText('Pago a especialista');
  await expect.poll(() => expectedCash(page)).toBe(before - 65000);
  await page.screenshot({ path: '/tmp/cash-drawer-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/cash-drawer-phone.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Close: $2.000 short in cash.
  const expected = before - 65000;
  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  await expect(dialog.getByText(`Esperado: ${money(expected)}`)).toBeVisible();
  await dialog.getByLabel('Contado en Efectivo').fill(String(expected - 2000));
  await dialog.getByLabel('Nota').fill('Faltaron dos mil');
  await dialog.getByRole('button', { name: 'Cerrar caja' }).click();
  const result = dialog.getByTestId('close-result');
  const cash = result.getByRole('row', { name: /Efectivo/ });
  await expect(cash).toContainText(money(expected));
  await expect(cash).toContainText(money(expected - 2000));
  await expect(cash.getByRole('cell').nth(3)).toHaveText('-$2.000');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar informe de cierre' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cierre-caja-\d+\.pdf$/);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByTestId('drawer-session')).toContainText('está cerrada');
  await expect(page.getByTestId('drawer-history').getByRole('row').nth(1)).toContainText('Faltaron dos mil');

  // Open again with a float: expected cash is that float, counted once.
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  await dialog.getByLabel('Base').fill('100000');
  await dialog.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Caja abierta con una base de $100.000' }),
  ).toBeVisible();
  await expect.poll(() => expectedCash(page)).toBe(100000);
});
