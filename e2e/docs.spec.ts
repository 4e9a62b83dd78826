import { expect, test } from './fixtures';
import { AURORA_RECEPTION, signInAs } from './helpers';

test('the guide explains setting up, the daily flow and the API; the reference lists and searches the operations', async ({
  page,
}) => {
  await signInAs(page, AURORA_RECEPTION);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Guía de Sari' })).toBeVisible();
  await expect(page.getByTestId('guide-configurar')).toContainText('Sedes y horarios');
  await expect(page.getByTestId('guide-dia-a-dia')).toContainText('Abre la caja');
  await expect(page.getByTestId('guide-api')).toContainText('Authorization: Bearer');
  await page.getByRole('link', { name: '3. Conecta otros sistemas (API)' }).click();
  await expect(page).toHaveURL(/#api$/);

  await page.getByRole('tab', { name: 'Referencia de la API' }).click();
  await expect(page).toHaveURL(/\?tab=api/);
  const operations = page.getByTestId('api-operation');
  await expect(operations.first()).toBeVisible();
  const all = await operations.count();
  expect(all).toBeGreaterThan(50);
  await page.getByLabel('Buscar en la API').fill('history_payment');
  await expect(page.getByTestId('api-operation').first()).toContainText('/api/items/history_payment');
  expect(await page.getByTestId('api-operation').count()).toBeLessThan(all);
  await page.screenshot({ path: '/tmp/docs-desktop.png', fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs?tab=api');
  await expect(page.getByTestId('api-operation').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/docs-phone.png' });
});
