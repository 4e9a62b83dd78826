import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

// Issue 29, memberships (decision 055): the "Membresías" tab of the services section (a plan with
// 10 % off services and a price at the site), the plan sold to a client through the checkout,
// read in the client's Monedero, and a visit charged with the membership's discount (the server
// refuses the same visit without it).
const unique = Date.now().toString().slice(-6);
const NAME = `Club ${unique}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data as T;
}

const shoot = async (page: Page, name: string) => {
  for (const size of [
    { label: 'desktop', width: 1366, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/memberships-${name}-${size.label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('create a membership plan with 10 % off services, sell it, and charge a visit with its discount', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Servicios').click();
  await page.getByRole('tab', { name: 'Membresías' }).click();
  await expect(page).toHaveURL(/\/services\/memberships$/);

  await page.getByTestId('new-membership-plan').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nombre/).fill(NAME);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Da al menos un beneficio')).toBeVisible();
  await dialog.getByLabel(/^Descuento en servicios/).fill('10');
  await dialog
    .getByLabel(/^Precio · /)
    .first()
    .fill('120.000');
  await shoot(page, 'form');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Membresía guardada' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar membresía' }).fill(NAME);
  const row = page.getByTestId('membership-plan-table').getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('10 % en servicios');
  await expect(row).toContainText('$120.000');
  await shoot(page, 'list');

  // Sold to a new client through the one checkout, at the site where it has its price.
  const [plan] = await api<{ id: number; prices: { site_id: number; price: number }[] }[]>(
    page,
    `/api/items/membership_plan?fields[]=id&fields[]=prices.site_id&fields[]=prices.price&filter=${encodeURIComponent(
      JSON.stringify({ name: { _eq: NAME } }),
    )}`,
  );
  const site = plan.prices[0];
  await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: site.site_id, opening_amount: 0 },
    headers: origin(page),
  });
  const client = await page.request.post('/api/items/client', {
    data: { first_name: 'Socia', last_name: `Club ${unique}`, phone: `303${unique}5` },
    headers: origin(page),
  });
  expect(client.ok(), await client.text()).toBeTruthy();
  const clientId = (await client.json()).data.id as number;
  const sold = await page.request.post('/api/sales/checkout', {
    data: {
      site_id: site.site_id,
      client_id: clientId,
      lines: [{ membership: plan.id }],
      payments: [{ amountPay: site.price, paymentMethod: 'efectivo' }],
    },
    headers: origin(page),
  });
  expect(sold.ok(), await sold.text()).toBeTruthy();

  await page.goto(`/client/detail/${clientId}`);
  const item = page.getByTestId('client-wallet').getByTestId('wallet-instrument');
  await expect(item).toContainText(NAME);
  await expect(item.getByTestId('membership-facts')).toContainText('10 % en servicios');
  await expect(item.getByTestId('wallet-state')).toHaveText('Activa');
  await page.getByTestId('client-wallet').scrollIntoViewIfNeeded();
  await shoot(page, 'monedero');

  // A visit of a service with a price at that site: the membership takes 10 % off, and a request
  // that leaves the discount out is refused with the server's figure.
  const services = await api<{ id: number; service_site_price: { site_id: number; price: number }[] }[]>(
    page,
    '/api/items/service?fields[]=id&fields[]=service_site_price.site_id&fields[]=service_site_price.price&limit=50',
  );
  const service = services.find((row) => row.service_site_price.some((p) => p.site_id === site.site_id))!;
  const price = service.service_site_price.find((p) => p.site_id === site.site_id)!.price;
  const specialists = await api<{ id: number }[]>(page, '/api/items/specialist?fields[]=id&limit=1');
  const visit = (extra: Record<string, unknown>) =>
    page.request.post('/api/sales/checkout', {
      data: {
        site_id: site.site_id,
        client_id: clientId,
        lines: [{ service_id: service.id, specialist_id: specialists[0].id, ...extra }],
        payments: [{ amountPay: price, paymentMethod: 'efectivo' }],
      },
      headers: origin(page),
    });
  const refused = await visit({});
  expect(refused.status()).toBe(422);
  const expected = (await refused.json()).errors[0].extensions.membership_discount as number;
  expect(expected).toBeGreaterThan(0);
  const charged = await visit({ membership_discount: expected });
  expect(charged.ok(), await charged.text()).toBeTruthy();
  expect((await charged.json()).data.membership_discount).toBe(expected);
});
