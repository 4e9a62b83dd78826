import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);

// Reads through the app's own session (the browser context's cookie).
async function items<T>(page: Page, collection: string, query: Record<string, unknown>): Promise<T[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        params.append(`${key}[]`, String(item));
      }
    } else {
      params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  const response = await page.request.get(`/api/items/${collection}?${params}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as T[];
}

async function firstSite(page: Page) {
  const [site] = await items<{ id: number; name: string }>(page, 'site', {
    fields: ['id', 'name'],
    sort: ['name'],
    filter: { is_active: { _eq: true } },
    limit: 1,
  });
  return site;
}

// A product for sale with a price and units at the site.
async function productInStock(page: Page, siteId: number) {
  const products = await items<{
    id: number;
    name: string;
    product_price: { site_id: number; price: number }[];
    product_stock: { site_id: number; current_stock: number | null }[];
  }>(page, 'product', {
    fields: [
      'id',
      'name',
      'product_price.site_id',
      'product_price.price',
      'product_stock.site_id',
      'product_stock.current_stock',
    ],
    filter: { is_for_sale: { _eq: true }, is_active: { _eq: true } },
    sort: ['name'],
    limit: -1,
  });
  const product = products.find(
    (item) =>
      item.product_price.some((price) => price.site_id === siteId) &&
      (item.product_stock.find((stock) => stock.site_id === siteId)?.current_stock ?? 0) >= 5,
  );
  expect(product).toBeTruthy();
  return product!;
}

async function newClient(page: Page, name: string) {
  const response = await page.request.post('/api/items/client', {
    data: { first_name: name, last_name: 'Caja', phone: `300${unique}${Math.floor(Math.random() * 10)}` },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data.id as number;
}

async function addItem(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Agregar servicio o producto');
  await field.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name.replace(/[()]/g, '.')) })
    .first()
    .click();
}

async function chooseClient(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Cliente').fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

test('a counter sale of products paid in cash with change, its receipt, and its refund', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  const site = await firstSite(page);
  const product = await productInStock(page, site.id);
  await page.goto('/sales/sales');
  // The keyboard way: Enter opens the checkout, Escape leaves it and the focus comes back.
  await page.getByTestId('new-sale').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Nueva venta' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('new-sale')).toBeFocused();
  await page.getByTestId('new-sale').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nueva venta' })).toBeVisible();
  await dialog.getByLabel('Sede').click();
  await page.getByRole('option', { name: site.name }).click();
  await addItem(page, product.name);
  await addItem(page, product.name);
  await expect(dialog.getByLabel('Cantidad')).toHaveValue('2');
  const price = product.product_price.find((row) => row.site_id === site.id)!.price;
  const money = (value: number) => `$${value.toLocaleString('es-CO')}`;
  await expect(dialog.getByTestId('checkout-total')).toHaveText(money(price * 2));
  await expect(dialog.getByTestId('remaining')).toContainText(`Faltan ${money(price * 2)}`);
  // Cash over the total: the remaining turns into change.
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await dialog.getByLabel('Valor en Efectivo').fill(String(price * 2 + 5000));
  await expect(dialog.getByTestId('remaining')).toContainText('Sobran $5.000');
  // Charged from the keyboard too.
  await dialog.getByTestId('charge').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('charge-success')).toBeVisible();
  await expect(dialog.getByTestId('change')).toHaveText('Cambio a entregar: $5.000');
  const heading =
    (await dialog.getByTestId('charge-success').getByRole('heading', { level: 2 }).textContent()) ?? '';
  const saleId = Number(/#(\d+)/.exec(heading)?.[1]);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar recibo' }).click();
  expect((await download).suggestedFilename()).toBe(`recibo-${saleId}.pdf`);
  await page.screenshot({ path: '/tmp/sales-success-desktop.png' });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The sale is in the list; a whole refund voids it and the units come back.
  const row = page.getByTestId('sales-table').getByRole('row', { name: `Venta #${saleId}` });
  await expect(row).toContainText(money(price * 2));
  await expect(row).toContainText('Pagada');
  await page.screenshot({ path: '/tmp/sales-list-desktop.png', fullPage: true });
  await row.click();
  await expect(page.getByTestId('sale-detail')).toContainText(product.name);
  await page.getByRole('button', { name: 'Anular o devolver' }).click();
  const refund = page.getByRole('dialog', { name: `Anular o devolver la venta #${saleId}` });
  await refund.getByLabel('Motivo').fill('El cliente no quiso el producto');
  await refund.getByRole('button', { name: 'Devolver' }).click();
  await expect(page.getByText(`Devolución registrada por ${money(price * 2)}`)).toBeVisible();
  await expect(page.getByTestId('sale-refunds')).toContainText('El cliente no quiso el producto');
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Anulada');
  const [after] = await items<{ product_stock: { site_id: number; current_stock: number }[] }>(
    page,
    'product',
    {
      fields: ['product_stock.site_id', 'product_stock.current_stock'],
      filter: { id: { _eq: product.id } },
    },
  );
  expect(after.product_stock.find((stock) => stock.site_id === site.id)!.current_stock).toBe(
    product.product_stock.find((stock) => stock.site_id === site.id)!.current_stock,
  );
});

test('a deposit from the client page pays part of a sale; a credit sale is paid off later', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  const site = await firstSite(page);
  const product = await productInStock(page, site.id);
  const price = product.product_price.find((row) => row.site_id === site.id)!.price;
  const money = (value: number) => `$${value.toLocaleString('es-CO')}`;
  const name = `Abono${unique}`;
  const clientId = await newClient(page, name);

  // From the client's page: a deposit of $10.000 in cash.
  await page.goto(`/client/detail/${clientId}`);
  await page.getByTestId('client-money').click();
  await expect(page).toHaveURL(new RegExp(`/sales/sales\\?abono=${clientId}`));
  const money1 = page.getByRole('dialog');
  await expect(money1.getByTestId('client-money-balance')).toHaveText('Sin saldo');
  await money1.getByLabel('Valor').fill('10000');
  await money1.getByRole('button', { name: 'Registrar abono' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Abono registrado. Saldo: $10.000' })).toBeVisible();

  // A sale of the product: the balance pays $10.000 of it, the rest in card.
  await page.getByTestId('new-sale').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sede').click();
  await page.getByRole('option', { name: site.name }).click();
  await chooseClient(page, name);
  await expect(dialog.getByTestId('client-balance-chip')).toHaveText('Saldo a favor $10.000');
  await addItem(page, product.name);
  await expect(dialog.getByTestId('deposit-used')).toHaveText(`-${money(Math.min(10000, price))}`);
  const due = Math.max(0, price - 10000);
  await expect(dialog.getByTestId('checkout-due')).toHaveText(money(due));
  if (due > 0) {
    await dialog.getByRole('button', { name: 'Tarjeta', exact: true }).click();
    await expect(dialog.getByLabel('Valor en Tarjeta')).toHaveValue(String(due));
  }
  await expect(dialog.getByTestId('remaining')).toHaveText('Pago completo');
  await dialog.getByTestId('charge').click();
  await expect(dialog.getByTestId('charge-success')).toContainText(
    `Pagado con saldo a favor: ${money(Math.min(10000, price))}`,
  );
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // A credit sale: the whole product on credito; then the client pays it off.
  await page.getByTestId('new-sale').click();
  await dialog.getByLabel('Sede').click();
  await page.getByRole('option', { name: site.name }).click();
  await chooseClient(page, name);
  await addItem(page, product.name);
  await dialog.getByRole('button', { name: 'Crédito' }).click();
  await expect(dialog.getByTestId('remaining')).toContainText(
    `Queda a crédito: ${money(price - Math.max(0, 10000 - price))}`,
  );
  await dialog.getByTestId('charge').click();
  await expect(dialog.getByTestId('charge-success')).toContainText('Queda a crédito');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  const owed = price - Math.max(0, 10000 - price);
  const saleRow = page.getByTestId('sales-table').getByRole('row').filter({ hasText: name }).first();
  await expect(saleRow).toContainText('Con crédito');

  await page.goto(`/sales/sales?abono=${clientId}`);
  const pay = page.getByRole('dialog');
  await expect(pay.getByTestId('client-money-balance')).toHaveText(`Debe ${money(owed)}`);
  await expect(pay.getByRole('button', { name: 'Pago de crédito' })).toHaveAttribute('aria-pressed', 'true');
  await pay.getByLabel('Valor').fill(String(owed));
  await pay.getByRole('button', { name: 'Pagar crédito' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Pago registrado. Saldo: $0' })).toBeVisible();
});

test('a demo reservation is charged from ?cobrar= with cash and card split', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  const reservations = await items<{
    id: number;
    site_id: number;
    service_reservation_service: { specialist_id: number | null; is_cancelled: boolean }[];
  }>(page, 'service_reservation', {
    fields: [
      'id',
      'site_id',
      'service_reservation_service.specialist_id',
      'service_reservation_service.is_cancelled',
    ],
    filter: { is_paid: { _eq: false }, status: { _in: ['confirmada', 'cliente_llego', 'inicio_servicio'] } },
    sort: ['-date', 'id'],
    limit: 20,
  });
  const reservation = reservations.find(
    (item) =>
      item.service_reservation_service.length > 0 &&
      item.service_reservation_service.every((s) => s.specialist_id),
  )!;
  expect(reservation).toBeTruthy();
  await page.goto(`/sales/sales?cobrar=${reservation.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Cobrar reserva #${reservation.id}` })).toBeVisible();
  await expect(dialog.getByTestId('cart-line')).toHaveCount(
    reservation.service_reservation_service.filter((s) => !s.is_cancelled).length,
  );
  const dueText = (await dialog.getByTestId('checkout-due').textContent()) ?? '';
  const due = Number(dueText.replace(/\D/g, ''));
  expect(due).toBeGreaterThan(10000);
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await dialog.getByLabel('Valor en Efectivo').fill('10000');
  await expect(dialog.getByTestId('remaining')).toContainText(
    `Faltan $${(due - 10000).toLocaleString('es-CO')}`,
  );
  await page.screenshot({ path: '/tmp/sales-checkout-desktop.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  await expect(dialog.getByLabel('Valor en Tarjeta')).toHaveValue(String(due - 10000));
  await expect(dialog.getByTestId('remaining')).toHaveText('Pago completo');
  await dialog.getByTestId('charge').click();
  await expect(dialog.getByTestId('charge-success')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/sales\/sales$/);

  const [paid] = await items<{ is_paid: boolean }>(page, 'service_reservation', {
    fields: ['is_paid'],
    filter: { id: { _eq: reservation.id } },
  });
  expect(paid.is_paid).toBe(true);
  const [sale] = await items<{
    status: string;
    history_payment_method: { money_movement_id: { payment_methods_name: string; amount: number } }[];
  }>(page, 'history_payment', {
    fields: [
      'status',
      'history_payment_method.money_movement_id.payment_methods_name',
      'history_payment_method.money_movement_id.amount',
    ],
    filter: { service_reservation_id: { _eq: reservation.id } },
  });
  expect(sale.status).toBe('pagado');
  expect(
    sale.history_payment_method
      .map((m) => [m.money_movement_id.payment_methods_name, m.money_movement_id.amount])
      .sort(),
  ).toEqual([
    ['efectivo', 10000],
    ['tarjeta', due - 10000],
  ]);
  // Opened again, the reservation reads as already charged.
  await page.goto(`/sales/sales?cobrar=${reservation.id}`);
  await expect(page.getByText(`La reserva #${reservation.id} ya está cobrada.`)).toBeVisible();
});

test('phone: the checkout and the sales list fit a 390 px screen', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sales/sales');
  await expect(page.getByTestId('sales-table')).toBeVisible();
  await page.screenshot({ path: '/tmp/sales-list-phone.png', fullPage: true });
  await page.getByTestId('new-sale').click();
  const dialog = page.getByRole('dialog');
  await addItem(page, 'Corte dama');
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await expect(dialog.getByTestId('remaining')).toHaveText('Pago completo');
  await page.screenshot({ path: '/tmp/sales-checkout-phone.png', fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('Resumen: totals of the range with a chart by day and the groups', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/sales/report');
  await expect(page.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('report-total')).toHaveText(/^\$[\d.]+$/);
  await expect(page.getByTestId('report-by-day').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('report-by-method')).toContainText('Efectivo');
  await expect(page.getByTestId('report-by-service').getByRole('row')).not.toHaveCount(1);
  await page.screenshot({ path: '/tmp/sales-report-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/sales-report-phone.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the calendar's Cobrar opens the checkout with the reservation's services", async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  const today = e2eToday();
  const reservations = await items<{
    id: number;
    site_id: number;
    service_reservation_service: { id: number; specialist_id: number | null; is_cancelled: boolean }[];
  }>(page, 'service_reservation', {
    fields: [
      'id',
      'site_id',
      'service_reservation_service.id',
      'service_reservation_service.specialist_id',
      'service_reservation_service.is_cancelled',
    ],
    filter: {
      is_paid: { _eq: false },
      date: { _eq: today },
      status: { _in: ['confirmada', 'cliente_llego'] },
    },
    sort: ['id'],
    limit: 20,
  });
  const reservation = reservations.find(
    (item) =>
      item.service_reservation_service.length > 0 &&
      item.service_reservation_service.every((s) => s.specialist_id && !s.is_cancelled),
  );
  test.skip(!reservation, 'no unpaid reservation today in the demo');
  await page.evaluate((siteId) => localStorage.setItem('sari_site', String(siteId)), reservation!.site_id);
  await page.goto('/calendar');
  await page.getByTestId(`event-${reservation!.service_reservation_service[0].id}`).click();
  const drawer = page.getByTestId('reservation-drawer');
  await drawer.getByRole('button', { name: 'Cobrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/sales\\?cobrar=${reservation!.id}$`));
  const dialog = page.getByRole('dialog', { name: `Cobrar reserva #${reservation!.id}` });
  await expect(dialog.getByTestId('cart-line')).toHaveCount(reservation!.service_reservation_service.length);
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await expect(dialog.getByTestId('remaining')).toHaveText('Pago completo');
  await dialog.getByTestId('charge').click();
  // The charge made, the dialog says so (decision 068).
  await expect(
    page.getByRole('dialog', { name: `Reserva #${reservation!.id} cobrada` }).getByTestId('charge-success'),
  ).toBeVisible();
});
