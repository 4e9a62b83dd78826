import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, getData, itemsFilter, postData, readyCheckout, sameOrigin, signInAs } from './helpers';

// Issue 29, memberships (decision 055), as a receptionist does it, on a desktop and on a phone:
// the plan made in Servicios > Membresías (10 % off services, a price at every site); sold from
// the client's Monedero through the checkout, paid in cash, the sale's confirmation naming it;
// a visit charged at the sales screen with the membership's discount applied by itself (the
// line's chip, its own row in the totals, the total), read back from the server; the Monedero
// with the membership active and its facts; the server refusing a visit that leaves it out.
const money = (value: number) => `$${value.toLocaleString('es-CO')}`;
const unique = Date.now().toString().slice(-6);
const PLAN_PRICE = 120_000;
const VISIT_PRICE = 85_000;
const DISCOUNT = 8_500;
const shown = (day: string) => day.split('-').reverse().join('/');

// A section of the side menu, opening the drawer first on a phone.
async function openSection(page: Page, label: string) {
  const opener = page.getByTestId('open-menu');
  if (await opener.isVisible()) {
    await opener.click();
  }
  await page.getByTestId('main-menu').getByText(label).click();
}

// The run's own service, at every active site, done by the specialists of one the demo prices:
// no promotion another journey made on this server applies to it.
async function ownService(page: Page, name: string) {
  const sites = await getData<{ id: number }[]>(
    page,
    `/api/items/site?fields[]=id&${itemsFilter({ is_active: { _eq: true } })}&limit=-1`,
  );
  const services = await getData<{ service_specialist: { specialist_id: number }[] }[]>(
    page,
    `/api/items/service?fields[]=service_specialist.specialist_id&${itemsFilter({ is_active: { _eq: true } })}&limit=-1`,
  );
  const model = services.find((row) => row.service_specialist.length > 0)!;
  await postData(page, '/api/items/service', {
    name,
    duration: 45,
    online_booking: false,
    service_site_price: sites.map((site) => ({ site_id: site.id, price: VISIT_PRICE })),
    service_specialist: model.service_specialist.map((row) => ({ specialist_id: row.specialist_id })),
  });
}

// Paid in cash (unless the cash is already there) and charged: the confirmation, the sale number.
async function charge(page: Page, payInCash = true) {
  const dialog = page.getByRole('dialog', { name: /Nueva venta/ });
  if (payInCash) {
    await dialog.getByRole('button', { name: 'Efectivo', exact: true }).click();
  }
  await dialog.getByTestId('charge').click();
  const success = page.getByTestId('charge-success');
  await expect(success).toBeVisible();
  const heading = (await success.getByRole('heading', { level: 2 }).textContent()) ?? '';
  return { success, saleId: Number(/#(\d+)/.exec(heading)?.[1]) };
}

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`memberships (${size.name}): a plan made, sold from the Monedero in cash, a visit charged with its 10 % off, refused without it`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, AURORA_ADMIN);
    const tag = `${size.name === 'phone' ? 'M' : 'E'}${unique}`;
    const planName = `Club ${tag}`;
    const serviceName = `Corte socia ${tag}`;
    const clientName = `Socia${tag}`;

    // The plan, made in Servicios > Membresías with a price at every site.
    await openSection(page, 'Servicios');
    await page.getByRole('tab', { name: 'Membresías' }).click();
    await expect(page).toHaveURL(/\/services\/memberships$/);
    await page.getByTestId('new-membership-plan').click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Nombre/).fill(planName);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Da al menos un beneficio')).toBeVisible();
    await form.getByLabel(/^Descuento en servicios/).fill('10');
    for (const field of await form.getByLabel(/^Precio · /).all()) {
      await field.fill('120.000');
    }
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Membresía guardada' })).toBeVisible();
    await expect(form).toBeHidden();
    await page.getByRole('textbox', { name: 'Buscar membresía' }).fill(planName);
    await expect(page.getByText(planName).first()).toBeVisible();
    await expect(page.getByText('10 % en servicios').first()).toBeVisible();

    // Set-up the journey does not test: the run's own service and a new client.
    await ownService(page, serviceName);
    const client = await postData<{ id: number }>(page, '/api/items/client', {
      first_name: clientName,
      last_name: 'Club',
      phone: `303${unique}${size.name === 'phone' ? 2 : 1}`,
    });

    // Sold from the client's Monedero: the checkout opens with the client and the plan's picker.
    await page.goto(`/client/detail/${client.id}`);
    const wallet = page.getByTestId('client-wallet');
    await expect(wallet.getByTestId('wallet-empty')).toBeVisible();
    await wallet.getByTestId('sell-membership').click();
    await expect(page).toHaveURL(new RegExp(`/sales/sales\\?membresia=${client.id}`));
    const picker = page.getByRole('dialog', { name: 'Vender membresía' });
    await expect(picker.getByTestId('package-needs-client')).toHaveCount(0);
    await picker.getByLabel('Membresía', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`${planName} · \\$120\\.000`) }).click();
    await expect(picker).toContainText('mensual · 10 % en servicios');
    await picker.getByTestId('package-save').click();
    await expect(picker).toHaveCount(0);
    let checkout = await readyCheckout(page);
    await expect(checkout.getByLabel('Cliente')).toHaveValue(new RegExp(clientName));
    await expect(checkout.getByTestId('cart-line')).toContainText(planName);
    await expect(checkout.getByTestId('cart-line')).toContainText('Membresía');
    await expect(checkout.getByTestId('checkout-total')).toHaveText(money(PLAN_PRICE));
    const sold = await charge(page);
    await expect(sold.success).toContainText(`Total ${money(PLAN_PRICE)}`);
    await expect(page.getByTestId('sold-membership')).toHaveText(
      new RegExp(`${planName} · del ${shown(e2eToday())} al \\d{2}/\\d{2}/\\d{4}`),
    );
    await page.screenshot({ path: `/tmp/memberships-sold-${size.name}.png` });
    await page.getByRole('button', { name: 'Cerrar' }).click();

    // A visit charged at the desk: the membership takes its 10 % off by itself.
    await page.goto('/sales/sales');
    await page.getByTestId('new-sale').click();
    checkout = await readyCheckout(page);
    await checkout.getByLabel('Cliente').fill(clientName);
    await page
      .getByRole('option', { name: new RegExp(clientName) })
      .first()
      .click();
    await checkout.getByLabel('Agregar servicio o producto').fill(serviceName);
    await page
      .getByRole('option', { name: new RegExp(serviceName) })
      .first()
      .click();
    const line = checkout.getByTestId('cart-line');
    await expect(line.getByTestId('line-membership-discount')).toHaveText(
      `Membresía ${planName} (10 %): -${money(DISCOUNT)}`,
    );
    await expect(line.getByTestId('line-total')).toHaveText(money(VISIT_PRICE - DISCOUNT));
    await expect(checkout.getByTestId('checkout-membership-discount')).toHaveText(`-${money(DISCOUNT)}`);
    await expect(checkout.getByTestId('checkout-total')).toHaveText(money(VISIT_PRICE - DISCOUNT));
    await checkout.getByRole('button', { name: 'Efectivo', exact: true }).click();
    await expect(checkout.getByTestId('charge')).toHaveText(`Cobrar ${money(VISIT_PRICE - DISCOUNT)}`);
    await expect(checkout.getByTestId('charge')).toBeEnabled();
    // Settled for the picture: the line with its chip, the totals and the charge button.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/memberships-checkout-${size.name}.png` });
    const visit = await charge(page, false);
    await expect(visit.success).toContainText(`Total ${money(VISIT_PRICE - DISCOUNT)}`);
    await expect(page.getByTestId('charged-membership-discount')).toHaveText(
      `Descuento de membresía: -${money(DISCOUNT)}`,
    );
    await page.getByRole('button', { name: 'Cerrar' }).click();
    const readBack = await getData<{ id: number; total: number; client_id: number }[]>(
      page,
      `/api/items/history_payment?fields[]=id&fields[]=total&fields[]=client_id&${itemsFilter({
        client_id: { _eq: client.id },
      })}&sort[]=id`,
    );
    expect(readBack).toEqual([
      { id: sold.saleId, total: PLAN_PRICE, client_id: client.id },
      { id: visit.saleId, total: VISIT_PRICE - DISCOUNT, client_id: client.id },
    ]);

    // The Monedero: the membership active, its benefits and its period.
    await page.goto(`/client/detail/${client.id}`);
    const item = wallet.getByTestId('wallet-instrument');
    await expect(item).toContainText(planName);
    await expect(item.getByTestId('membership-facts')).toHaveText('Membresía · mensual · 10 % en servicios');
    await expect(item.getByTestId('membership-period')).toHaveText(
      new RegExp(`^Del ${shown(e2eToday())} al \\d{2}/\\d{2}/\\d{4}$`),
    );
    await expect(item.getByTestId('wallet-state')).toHaveText('Activa');
    await expect(item.getByTestId('wallet-left')).toHaveText('Descuento, sin servicios incluidos');
    // Its history: the sale that sold the period (a discount-only period's issue entry holds no
    // units, decision 067) and the visit's discount.
    await item.getByRole('button', { name: 'Ver historial (2)' }).click();
    const entry = item.getByTestId('wallet-entry');
    await expect(entry).toHaveCount(2);
    await expect(entry.filter({ hasText: new RegExp(`Venta #${sold.saleId}\\b`) })).toHaveCount(1);
    const discount = entry.filter({ hasText: new RegExp(`Venta #${visit.saleId}\\b`) });
    await expect(discount).toHaveCount(1);
    await expect(discount).toContainText('Descuento');
    await wallet.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/memberships-monedero-${size.name}.png`, fullPage: true });

    // Hostile: the same visit asked without the membership's discount is refused with the
    // server's figure, and changes nothing.
    const [service] = await getData<{ id: number; service_specialist: { specialist_id: number }[] }[]>(
      page,
      `/api/items/service?fields[]=id&fields[]=service_specialist.specialist_id&${itemsFilter({ name: { _eq: serviceName } })}`,
    );
    const [sale] = await getData<{ site_id: number }[]>(
      page,
      `/api/items/history_payment?fields[]=site_id&${itemsFilter({ id: { _eq: visit.saleId } })}`,
    );
    const refused = await page.request.post('/api/sales/checkout', {
      data: {
        site_id: sale.site_id,
        client_id: client.id,
        lines: [{ service_id: service.id, specialist_id: service.service_specialist[0].specialist_id }],
        payments: [{ amountPay: VISIT_PRICE, paymentMethod: 'efectivo' }],
      },
      headers: sameOrigin(page),
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors[0].extensions.membership_discount).toBe(DISCOUNT);
    const visits = await getData<{ id: number }[]>(
      page,
      `/api/items/history_payment?fields[]=id&${itemsFilter({ client_id: { _eq: client.id } })}`,
    );
    expect(visits).toHaveLength(2);
  });
}
