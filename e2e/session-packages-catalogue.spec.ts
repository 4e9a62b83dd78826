import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, getData, itemsFilter, postData, sameOrigin, signInAs, typeDate } from './helpers';

// Issue 29, session packages (decision 051): the catalogue's "Planes de sesiones" tab of the
// services section (create "10 masajes" with two services and a price at the site, edit it, find
// it in the list), then a package sold to a client through the checkout API, read in the client's
// Monedero and its expiry extended with a reason.
const unique = Date.now().toString().slice(-6);
const NAME = `10 masajes ${unique}`;

const shoot = async (page: Page, name: string) => {
  for (const size of [
    { label: 'desktop', width: 1366, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/session-packages-${name}-${size.label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('create, edit and list a session package; a sold one in the Monedero, its expiry extended', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Servicios').click();
  await page.getByRole('tab', { name: 'Planes de sesiones' }).click();
  await expect(page).toHaveURL(/\/services\/packages$/);
  await expect(page.getByRole('heading', { name: 'Servicios', level: 1 })).toBeVisible();

  await page.getByTestId('new-session-package').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe el nombre del plan.')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(NAME);
  await dialog.getByLabel(/^Sesiones/).fill('10');
  const services = dialog.getByRole('combobox', { name: 'Servicios que cubre' });
  const chosen: string[] = [];
  for (const index of [0, 1]) {
    await services.click();
    const option = page.getByRole('option').nth(index === 0 ? 0 : 1);
    chosen.push((await option.textContent())!);
    await option.click();
  }
  const price = dialog.getByLabel(/^Precio · /).first();
  await price.fill('450.000');
  await dialog.getByRole('heading', { name: 'Nuevo plan' }).click();
  await shoot(page, 'form');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Plan guardado' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('textbox', { name: 'Buscar plan' });
  await search.fill(NAME);
  const row = page.getByTestId('session-package-table').getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText(chosen[0]);
  await expect(row).toContainText(chosen[1]);
  await expect(row).toContainText('6 meses');
  await expect(row).toContainText('$450.000');

  await row.getByRole('button', { name: `Editar ${NAME}` }).click();
  await expect(dialog.getByLabel(/^Nombre/)).toHaveValue(NAME);
  await dialog.getByLabel(/^Vigencia/).fill('3');
  await dialog
    .getByLabel(/^Precio · /)
    .first()
    .fill('400.000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('3 meses');
  await expect(row).toContainText('$400.000');
  await search.fill('');
  await expect(
    page.getByTestId('session-package-table').getByRole('row', { name: new RegExp(NAME) }),
  ).toBeVisible();
  await shoot(page, 'list');

  // Sold to a new client through the one checkout (its site is where it has a price).
  const [plan] = await getData<{ id: number; prices: { site_id: number; price: number }[] }[]>(
    page,
    `/api/items/session_package?fields[]=id&fields[]=prices.site_id&fields[]=prices.price&${itemsFilter({ name: { _eq: NAME } })}`,
  );
  const site = plan.prices[0];
  await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: site.site_id, opening_amount: 0 },
    headers: sameOrigin(page),
  });
  const { id: clientId } = await postData<{ id: number }>(page, '/api/items/client', {
    first_name: 'Plan',
    last_name: `Masajes ${unique}`,
    phone: `302${unique}5`,
  });
  const sold = await postData<{ packages_sold: { expires_on: string }[] }>(page, '/api/sales/checkout', {
    site_id: site.site_id,
    client_id: clientId,
    lines: [{ package: plan.id }],
    payments: [{ amountPay: site.price, paymentMethod: 'efectivo' }],
  });
  const expiresOn = sold.packages_sold[0].expires_on;
  const later = new Date(`${expiresOn}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 30);
  const newDay = later.toISOString().slice(0, 10);
  const shown = (day: string) => day.split('-').reverse().join('/');

  await page.goto(`/client/detail/${clientId}`);
  const wallet = page.getByTestId('client-wallet');
  const item = wallet.getByTestId('wallet-instrument');
  await expect(item).toContainText(NAME);
  await expect(item.getByTestId('wallet-left')).toHaveText('Quedan 10 de 10 sesiones');
  await expect(item.getByTestId('wallet-covers')).toContainText(chosen[0]);
  await expect(item.getByTestId('wallet-expiry')).toHaveText(`Vence el ${shown(expiresOn)}`);

  await item.getByTestId('extend-package').click();
  const extend = page.getByTestId('extend-package-dialog');
  await typeDate(extend.getByRole('group', { name: /Nueva fecha de vencimiento/ }), newDay);
  await extend.getByTestId('extend-reason').fill('Viaje de la clienta');
  await extend.getByRole('button', { name: 'Extender vencimiento' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vencimiento extendido' })).toBeVisible();
  await expect(item.getByTestId('wallet-expiry')).toHaveText(`Vence el ${shown(newDay)}`);
  await item.getByRole('button', { name: /Ver historial/ }).click();
  await expect(item.getByTestId('wallet-entry')).toHaveCount(2);
  await expect(item.getByTestId('wallet-extension')).toHaveText(
    `Hasta el ${shown(newDay)}: Viaje de la clienta`,
  );
  await expect(item.getByTestId('wallet-entry').first()).toContainText('Emitido');
  await wallet.scrollIntoViewIfNeeded();
  await shoot(page, 'monedero');
});
