import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, getData, readyCheckout, signInAs } from './helpers';

// What a receptionist sees after one charge that sells a session package, a membership and a gift
// card to a client: the dialog says the charge is recorded, each thing sold under its heading, one
// above the other on a phone as on a desktop.

async function firstSite(page: Page) {
  const [site] = await getData<{ id: number; name: string }[]>(
    page,
    '/api/items/site?fields[]=id&fields[]=name&sort[]=name&filter={"is_active":{"_eq":true}}&limit=1',
  );
  return site;
}

async function aClient(page: Page) {
  const [client] = await getData<{ first_name: string; last_name: string | null }[]>(
    page,
    '/api/items/client?fields[]=first_name&fields[]=last_name&sort[]=id&limit=1',
  );
  return `${client.first_name} ${client.last_name ?? ''}`.trim();
}

// Boxes drawn one above the other: none starts before the one above it ends.
async function stacked(page: Page, selector: string) {
  const boxes = (await page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
    }),
  )) as { top: number; bottom: number; left: number; right: number }[];
  return boxes.every((box, index) => index === 0 || box.top >= boxes[index - 1].bottom - 1);
}

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the confirmation of a charge that sells a package, a membership and a gift card (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, AURORA_ADMIN);
    const site = await firstSite(page);
    const clientName = await aClient(page);
    await page.goto('/sales/sales');
    await page.getByTestId('new-sale').click();
    const dialog = await readyCheckout(page, { name: 'Nueva venta', siteName: site.name });
    await dialog.getByLabel('Cliente').fill(clientName);
    await page
      .getByRole('option', { name: new RegExp(clientName) })
      .first()
      .click();
    for (const [button, title] of [
      ['add-package', 'Vender plan de sesiones'],
      ['add-membership', 'Vender membresía'],
    ]) {
      await dialog.getByTestId(button).click();
      const picker = page.getByRole('dialog', { name: title });
      await picker.getByTestId('package-pick').click();
      await page.getByRole('option').first().click();
      await picker.getByTestId('package-save').click();
      await expect(picker).toHaveCount(0);
    }
    await dialog.getByTestId('add-gift-card').click();
    const card = page.getByRole('dialog', { name: 'Vender tarjeta de regalo' });
    await card.getByLabel('Valor de la tarjeta').fill('50000');
    await card.getByTestId('gift-card-save').click();
    await expect(card).toHaveCount(0);
    await expect(dialog.getByTestId('cart-line')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Efectivo', exact: true }).click();
    await dialog.getByTestId('charge').click();

    const done = page.getByRole('dialog', { name: 'Cobro registrado' });
    await expect(done.getByTestId('charge-success')).toBeVisible();
    await expect(done.getByRole('heading', { name: 'Nueva venta' })).toHaveCount(0);
    await expect(
      done.getByRole('list', { name: 'Planes de sesiones vendidos' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(done.getByRole('list', { name: 'Membresías vendidas' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(done.getByTestId('sold-gift-card')).toHaveCount(1);
    // The package's session count said once, whether or not its name says it ("Depilación 8
    // sesiones · vence …", not "… 8 sesiones · 8 sesiones · …").
    const soldPackage = (await done.getByTestId('sold-package').textContent()) ?? '';
    expect(soldPackage.match(/\d+ sesi/g), soldPackage).toHaveLength(1);
    // Every alert and every sold row on a line of its own, none beside another.
    expect(await stacked(page, '[data-testid="charge-success"] .MuiAlert-root')).toBe(true);
    expect(
      await stacked(
        page,
        '[data-testid="charge-success"] :is([data-testid="sold-gift-card"], [data-testid="sold-package"], [data-testid="sold-membership"])',
      ),
    ).toBe(true);
    await page.screenshot({ path: `/tmp/desk-polish-confirmation-${size.name}.png` });
    await done.getByTestId('charge-success').evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `/tmp/desk-polish-confirmation-${size.name}-end.png` });
    await done.getByRole('button', { name: 'Cerrar' }).click();

    // The client's next visit: the membership's 10 % reads the same on the line and in the totals.
    const services = await getData<
      { name: string; service_site_price: { site_id: number; price: number }[] }[]
    >(
      page,
      '/api/items/service?fields[]=name&fields[]=service_site_price.site_id&fields[]=service_site_price.price&filter={"is_active":{"_eq":true}}&limit=-1',
    );
    const priceAt = (service: (typeof services)[number]) =>
      service.service_site_price.find((row) => row.site_id === site.id)?.price ?? 0;
    const dear = services.sort((a, b) => priceAt(b) - priceAt(a))[0];
    await page.getByTestId('new-sale').click();
    await readyCheckout(page, { name: 'Nueva venta', siteName: site.name });
    await dialog.getByLabel('Cliente').fill(clientName);
    await page
      .getByRole('option', { name: new RegExp(clientName) })
      .first()
      .click();
    await dialog.getByLabel('Agregar servicio o producto').fill(dear.name);
    await page
      .getByRole('option', { name: new RegExp(dear.name.replace(/[()]/g, '.')) })
      .first()
      .click();
    await expect(dialog.getByTestId('cart-line')).toHaveCount(1);
    const totalsRow = dialog.getByTestId('checkout-membership-discount');
    await expect(totalsRow).toHaveText(/^-\$[\d.]+$/);
    const off = (await totalsRow.textContent()) ?? '';
    await expect(dialog.getByTestId('line-membership-discount')).toHaveText(
      new RegExp(`^Membresía Club Sari mensual \\(10 %\\): ${off.replace('$', '\\$')}$`),
    );
    await expect(dialog).not.toContainText('\u2212');
    await page.screenshot({ path: `/tmp/desk-polish-cart-${size.name}.png` });
    await dialog.getByTestId('checkout-totals').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/desk-polish-cart-${size.name}-totals.png` });
  });
}
