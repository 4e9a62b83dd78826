import type { Page } from '@playwright/test';
import { e2eNow, e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, getData, itemsFilter, postData, sameOrigin, signInAs } from './helpers';

// Issue 27, "Checkout and the drawer": a receptionist's and an owner's first week.
const money = (value: number) => `$${value.toLocaleString('es-CO')}`;

async function firstSite(page: Page) {
  const [site] = await getData<{ id: number; name: string }[]>(
    page,
    '/api/items/site?fields[]=id&fields[]=name&sort[]=name&filter={"is_active":{"_eq":true}}&limit=1',
  );
  return site;
}

// The site's drawer closed (counted as expected), as at the start of a day.
async function closeDrawer(page: Page, siteId: number) {
  const status = await getData<{
    session: { id: number } | null;
    expected: { payment_methods_name: string; expected: number }[];
  }>(page, `/api/cash-drawer/status?site_id=${siteId}`);
  if (!status.session) {
    return;
  }
  const counts = status.expected.map((row) => ({
    payment_methods_name: row.payment_methods_name,
    counted_amount: Math.max(0, row.expected),
  }));
  await postData(page, `/api/cash-drawer/sessions/${status.session.id}/close`, {
    counts: counts.length ? counts : [{ payment_methods_name: 'efectivo', counted_amount: 0 }],
  });
}

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`checkout (${size.name}): the closed drawer said at once and opened there; a tip collected and printed; labels`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, AURORA_ADMIN);
    const site = await firstSite(page);
    await closeDrawer(page, site.id);
    const services = await getData<
      { id: number; name: string; service_site_price: { site_id: number; price: number }[] }[]
    >(
      page,
      '/api/items/service?fields[]=id&fields[]=name&fields[]=service_site_price.site_id&fields[]=service_site_price.price&filter={"is_active":{"_eq":true}}&sort[]=name&limit=-1',
    );
    const service = services.find((row) =>
      row.service_site_price.some((price) => price.site_id === site.id),
    )!;
    const price = service.service_site_price.find((row) => row.site_id === site.id)!.price;

    await page.goto('/sales/sales');
    await page.getByTestId('new-sale').click();
    const dialog = page.getByRole('dialog');
    const siteField = dialog.getByLabel('Sede');
    if (await siteField.count()) {
      await siteField.click();
      await page.getByRole('option', { name: site.name }).click();
    }
    // Said at once, before anything is typed.
    await expect(dialog.getByTestId('drawer-closed')).toContainText(`La caja de ${site.name} está cerrada`);
    await page.screenshot({ path: `/tmp/desk-money-drawer-closed-${size.name}.png` });

    await dialog.getByLabel('Agregar servicio o producto').fill(service.name);
    await page
      .getByRole('option', { name: new RegExp(service.name) })
      .first()
      .click();
    await expect(dialog.getByTestId('charge')).toBeDisabled();
    await dialog.getByTestId('open-drawer-here').click();
    await expect(dialog.getByTestId('drawer-closed')).toHaveCount(0);

    // A tip of $7.000: part of what is collected.
    await dialog.getByRole('button', { name: 'Agregar propina' }).click();
    const tip = dialog.getByTestId('tip-row');
    await tip.getByLabel('Especialista').click();
    await page.getByRole('option').first().click();
    await tip.getByRole('textbox', { name: 'Propina' }).fill('7000');
    const total = Number((await dialog.getByTestId('checkout-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeLessThanOrEqual(price);
    await expect(dialog.getByTestId('checkout-tips')).toHaveText(money(7000));
    await expect(dialog.getByTestId('checkout-due')).toHaveText(money(total + 7000));
    await dialog.getByRole('button', { name: 'Efectivo' }).click();
    await expect(dialog.getByTestId('charge')).toHaveText(`Cobrar ${money(total + 7000)}`);
    await page.screenshot({ path: `/tmp/desk-money-tip-${size.name}.png`, fullPage: true });
    await dialog.getByTestId('charge').click();
    await expect(dialog.getByTestId('charge-success')).toBeVisible();
    const heading =
      (await dialog.getByTestId('charge-success').getByRole('heading', { level: 2 }).textContent()) ?? '';
    const saleId = Number(/#(\d+)/.exec(heading)?.[1]);
    const receipt = await page.request.get(`/api/sales/${saleId}/receipt`);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // The sale's detail names the method by its label.
    await page
      .getByTestId('sales-table')
      .getByRole('row', { name: `Venta #${saleId}` })
      .click();
    await expect(page.getByTestId('sale-payments')).toContainText('Efectivo:');
    await expect(page.getByTestId('sale-payments')).not.toContainText('efectivo:');
    await page.screenshot({ path: `/tmp/desk-money-detail-${size.name}.png` });
  });
}

test('a reservation charged from the agenda leaves exactly one sale, never a stray pending one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const site = await firstSite(page);
  const [reservation] = await getData<{ id: number }[]>(
    page,
    `/api/items/service_reservation?fields[]=id&${itemsFilter({
      site_id: { _eq: site.id },
      is_paid: { _eq: false },
      status: { _nin: ['cancelado', 'no_llego'] },
      client_id: { _nnull: true },
    })}&sort[]=-date&limit=1`,
  );
  expect(reservation).toBeTruthy();
  await closeDrawer(page, site.id);
  const salesOf = () =>
    getData<{ id: number; status: string }[]>(
      page,
      `/api/items/history_payment?fields[]=id&fields[]=status&filter={"service_reservation_id":{"_eq":${reservation.id}}}`,
    );
  const before = await salesOf();
  await page.goto(`/sales/sales?cobrar=${reservation.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('drawer-closed')).toBeVisible();
  expect(await salesOf()).toEqual(before);
  await dialog.getByTestId('open-drawer-here').click();
  await expect(dialog.getByTestId('drawer-closed')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Efectivo' }).click();
  await dialog.getByTestId('charge').click();
  await expect(dialog.getByTestId('charge-success')).toBeVisible();
  const after = await salesOf();
  expect(after.filter((sale) => sale.status === 'pendiente')).toEqual([]);
  expect(after.length - before.filter((sale) => sale.status !== 'pendiente').length).toBe(1);
});

test('a promotion limited to a weekday; the public page prices a visit with it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const site = await firstSite(page);
  await page.goto('/promotions');
  await page.getByRole('button', { name: /Nueva promoción/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Martes de uñas e2e');
  for (const day of ['Lunes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
    await dialog.getByRole('button', { name: day, exact: true }).click();
  }
  await expect(dialog.getByRole('button', { name: 'Martes', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({ path: '/tmp/desk-money-promotion-form.png' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Today's weekday on the site's clock: a promotion of today's weekday shows on the public page.
  const weekday = new Date(e2eNow().toLocaleString('en-US', { timeZone: 'America/Bogota' })).getDay();
  const page1 = await getData<{
    services: { id: number; name: string; prices: { site_id: number; price: number }[] }[];
  }>(page, `/api/public/booking/${await slugOf(page)}`);
  const service = page1.services.find((row) => row.prices.some((price) => price.site_id === site.id))!;
  const today = e2eToday();
  await postData(page, '/api/items/discount_promotion', {
    name: 'Promo de hoy e2e',
    type_element: 'servicio',
    date_start: today,
    date_end: today,
    time_start: '00:00',
    time_end: '23:59',
    weekdays: 1 << weekday,
    discount_type: '%',
    discount_value: 50,
    sites: [{ site_id: site.id }],
    service: [{ service_id: service.id }],
  });
  await page.goto('/promotions');
  await expect(page.getByText('Promo de hoy e2e')).toBeVisible();
  await page.goto(`/reservationOnline?empresa=${await slugOf(page)}&sede=${site.id}`);
  const full = service.prices.find((row) => row.site_id === site.id)!.price;
  const priceBox = page.getByTestId(`service-price-${service.id}`);
  await expect(priceBox).toContainText(money(full));
  await expect(priceBox).toContainText('Promo de hoy e2e');
  await page.screenshot({ path: '/tmp/desk-money-public-promo.png', fullPage: true });
});

async function slugOf(page: Page) {
  const [company] = await getData<{ public_slug: string }[]>(
    page,
    '/api/items/subscriber_owner_company?fields[]=public_slug',
  );
  return company.public_slug;
}

test('the profile’s commission is the payslip’s; reports add up and fit', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const [specialist] = await getData<{ id: number }[]>(
    page,
    '/api/items/specialist?fields[]=id&sort[]=id&limit=1',
  );
  await page.goto(`/specialists/detail/${specialist.id}`);
  const commission = page.getByTestId('participation-commission');
  await expect(commission).not.toHaveText('…');
  await expect(page.getByTestId('specialist-participation')).toContainText('Comisión (nómina)');
  const shown = await commission.textContent();
  await page.getByRole('link', { name: 'Ver la nómina' }).click();
  await expect(page).toHaveURL(/specialistPayslip/);
  await expect(page.getByText(shown!, { exact: true }).first()).toBeVisible();

  // A product sold at the counter, without a specialist.
  const site = await firstSite(page);
  await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: site.id, opening_amount: 0 },
    headers: sameOrigin(page),
  });
  const products = await getData<
    {
      id: number;
      product_price: { site_id: number; price: number }[];
      product_stock: { site_id: number; current_stock: number | null }[];
    }[]
  >(
    page,
    '/api/items/product?fields[]=id&fields[]=product_price.site_id&fields[]=product_price.price&fields[]=product_stock.site_id&fields[]=product_stock.current_stock&filter={"is_for_sale":{"_eq":true},"is_active":{"_eq":true}}&limit=-1',
  );
  const product = products.find(
    (row) =>
      row.product_price.some((price) => price.site_id === site.id) &&
      (row.product_stock.find((stock) => stock.site_id === site.id)?.current_stock ?? 0) >= 1,
  )!;
  await postData(page, '/api/items/history_payment', {
    site_id: site.id,
    lines: [{ product_id: product.id, amount: 1 }],
    payments: [
      {
        amountPay: product.product_price.find((price) => price.site_id === site.id)!.price,
        paymentMethod: 'efectivo',
      },
    ],
  });

  // Ventas por especialista: products without a specialist are a row, the totals match the day's.
  await page.goto('/reports/sales/salesSpecialist/general');
  await page.getByRole('tab', { name: 'Tabla' }).click();
  const table = page.getByTestId('report-table');
  await expect(table).toContainText('Sin especialista');
  await page.screenshot({ path: '/tmp/desk-money-sales-specialist.png', fullPage: true });

  // Chart money axes in full pesos.
  await page.getByRole('tab', { name: 'General' }).click();
  const chart = page.getByTestId('report-chart');
  await expect(chart).toContainText(/\$\d{1,3}(\.\d{3})+/);
  expect(await chart.textContent()).not.toMatch(/\d M/);
  await page.screenshot({ path: '/tmp/desk-money-chart.png' });

  // The cash drawer report fits 1366 px: no sideways scroll hides Saldo, Contado, Diferencia.
  await page.goto('/reports/cashDrawer/table');
  const box = page.getByTestId('report-table-box');
  await expect(box).toBeVisible();
  const [scroll, client] = await box.evaluate((node) => [node.scrollWidth, node.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client + 1);
  await expect(page.getByRole('columnheader', { name: 'Diferencia' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/desk-money-cash-report.png', fullPage: true });
});
