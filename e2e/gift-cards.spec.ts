import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, getData, itemsFilter, postData, readyCheckout, signInAs } from './helpers';
import { axeProblems } from './screen-walk';

// Issue 29, gift cards at the desk (decision 050): sold at checkout to a client, its code shown
// once; spent in two later sales (by its code, then picked from the client's wallet); the
// client's Monedero at $0 with its three movements; a code that does not exist refused in Spanish.
const money = (value: number) => `$${value.toLocaleString('es-CO')}`;
const unique = Date.now().toString().slice(-6);

async function firstSite(page: Page) {
  const [site] = await getData<{ id: number; name: string }[]>(
    page,
    `/api/items/site?fields[]=id&fields[]=name&sort[]=name&${itemsFilter({ is_active: { _eq: true } })}&limit=1`,
  );
  return site;
}

async function newClient(page: Page, name: string) {
  const client = await postData<{ id: number }>(page, '/api/items/client', {
    first_name: name,
    last_name: 'Regalo',
    phone: `301${unique}${Math.floor(Math.random() * 10)}`,
  });
  return client.id;
}

// The dearest product for sale with units at the site: a few of them cost more than a card pays.
async function dearProduct(page: Page, siteId: number) {
  const products = await getData<
    {
      id: number;
      name: string;
      product_price: { site_id: number; price: number }[];
      product_stock: { site_id: number; current_stock: number | null }[];
    }[]
  >(
    page,
    `/api/items/product?fields[]=id&fields[]=name&fields[]=product_price.site_id&fields[]=product_price.price&fields[]=product_stock.site_id&fields[]=product_stock.current_stock&${itemsFilter({ is_for_sale: { _eq: true }, is_active: { _eq: true } })}&limit=-1`,
  );
  const priced = products
    .map((product) => ({
      ...product,
      price: Math.max(
        0,
        ...product.product_price.filter((row) => row.site_id === siteId).map((row) => row.price),
      ),
      stock: product.product_stock.find((row) => row.site_id === siteId)?.current_stock ?? 0,
    }))
    .filter((product) => product.price > 0 && product.stock >= 2 * (Math.ceil(100_000 / product.price) + 2))
    .sort((a, b) => b.price - a.price);
  expect(priced.length).toBeGreaterThan(0);
  return priced[0];
}

async function addProduct(page: Page, name: string, quantity: number) {
  const dialog = page.getByRole('dialog', { name: /Nueva venta/ });
  await dialog.getByLabel('Agregar servicio o producto').fill(name);
  await page
    .getByRole('option', { name: new RegExp(name.replace(/[()]/g, '.')) })
    .first()
    .click();
  await dialog.getByLabel('Cantidad').fill(String(quantity));
}

async function chooseClient(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: /Nueva venta/ });
  await dialog.getByLabel('Cliente').fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

async function chargeAndClose(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Nueva venta/ });
  await dialog.getByRole('button', { name: 'Efectivo', exact: true }).click();
  await dialog.getByTestId('charge').click();
  await expect(page.getByTestId('charge-success')).toBeVisible();
  const heading =
    (await page.getByTestId('charge-success').getByRole('heading', { level: 2 }).textContent()) ?? '';
  return Number(/#(\d+)/.exec(heading)?.[1]);
}

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`gift cards (${size.name}): sold to a client with its code once, spent $60.000 by code and $40.000 from the wallet, the Monedero at $0`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, AURORA_ADMIN);
    const site = await firstSite(page);
    const product = await dearProduct(page, site.id);
    const clientName = `Gabriela${size.name === 'phone' ? 'Movil' : 'Escritorio'}${unique}`;
    const clientId = await newClient(page, clientName);

    // The client's page: an empty Monedero, and the gift card sold from there.
    await page.goto(`/client/detail/${clientId}`);
    const wallet = page.getByTestId('client-wallet');
    await expect(wallet.getByTestId('wallet-empty')).toHaveText(
      'Sin tarjetas de regalo, planes ni membresías.',
    );
    await wallet.getByTestId('sell-gift-card').click();
    await expect(page).toHaveURL(new RegExp(`/sales/sales\\?tarjeta=${clientId}`));
    const cardDialog = page.getByRole('dialog', { name: 'Vender tarjeta de regalo' });
    await cardDialog.getByLabel('Valor de la tarjeta').fill('500');
    await cardDialog.getByTestId('gift-card-save').click();
    await expect(cardDialog).toContainText('Una tarjeta de regalo vale al menos $1.000.');
    await cardDialog.getByLabel('Valor de la tarjeta').fill('100000');
    await cardDialog.getByLabel('Nombre de quien la recibe (opcional)').fill('Lucía');
    await cardDialog.getByLabel('Mensaje (opcional)').fill('¡Feliz cumpleaños!');
    await cardDialog.getByTestId('gift-card-save').click();
    await expect(cardDialog).toHaveCount(0);
    const checkout = await readyCheckout(page, { siteName: site.name });
    await expect(checkout.getByLabel('Cliente')).toHaveValue(new RegExp(clientName));
    await expect(checkout.getByTestId('cart-line')).toContainText('Tarjeta de regalo');
    await expect(checkout.getByTestId('checkout-total')).toHaveText(money(100_000));
    await page.screenshot({ path: `/tmp/gift-cards-sell-${size.name}.png`, fullPage: true });
    const soldSale = await chargeAndClose(page);
    const sold = page.getByTestId('sold-gift-card');
    await expect(sold).toHaveCount(1);
    const code = ((await sold.getByTestId('gift-card-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await expect(sold).toContainText(money(100_000));
    await page.screenshot({ path: `/tmp/gift-cards-sold-${size.name}.png` });
    if (size.name === 'desktop') {
      expect(await axeProblems(page, 'gift card sold')).toEqual([]);
    }
    if (size.name === 'desktop') {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('gift-card-print')).toContainText(code);
      await page.screenshot({ path: '/tmp/gift-cards-print.png' });
      await page.emulateMedia({ media: 'screen' });
    }
    await page.getByRole('button', { name: 'Cerrar' }).click();

    // Second sale: a code that does not exist is refused; the card's code pays $60.000.
    await page.getByTestId('new-sale').click();
    let sale = await readyCheckout(page, { siteName: site.name });
    await chooseClient(page, clientName);
    const units2 = Math.ceil(60_000 / product.price);
    await addProduct(page, product.name, units2);
    await expect(sale.getByTestId('checkout-total')).toHaveText(money(units2 * product.price));
    await sale.getByTestId('pay-gift-card').click();
    let pay = page.getByTestId('gift-card-payment');
    await pay.getByRole('button', { name: 'Por código' }).click();
    await pay.getByLabel('Código de la tarjeta').fill('AAAA-BBBB-CCCC-DDDD');
    await expect(pay.getByTestId('gift-card-refusal')).toHaveText(
      'No hay una tarjeta de regalo con ese código.',
    );
    await page.screenshot({ path: `/tmp/gift-cards-refused-${size.name}.png` });
    await pay.getByLabel('Código de la tarjeta').fill(code.toLowerCase());
    await expect(pay.getByTestId('gift-card-found')).toContainText(`quedan ${money(100_000)}`);
    await pay.getByLabel('Valor a usar').fill('60000');
    await page.getByTestId('gift-card-use').click();
    await expect(sale.getByTestId('gift-card-row')).toHaveCount(1);
    await expect(sale.getByTestId('gift-cards-used')).toHaveText(`-${money(60_000)}`);
    await expect(sale.getByTestId('checkout-due')).toHaveText(money(units2 * product.price - 60_000));
    await sale.getByTestId('gift-card-row').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/gift-cards-payments-${size.name}.png` });
    const secondSale = await chargeAndClose(page);
    await expect(page.getByTestId('charged-gift-cards')).toHaveText(
      `Pagado con tarjeta de regalo: ${money(60_000)}`,
    );
    await page.getByRole('button', { name: 'Cerrar' }).click();

    // Third sale: the card picked from the client's wallet takes the $40.000 it has left.
    await page.getByTestId('new-sale').click();
    sale = await readyCheckout(page, { siteName: site.name });
    await chooseClient(page, clientName);
    const units3 = Math.ceil(40_000 / product.price);
    await addProduct(page, product.name, units3);
    await sale.getByTestId('pay-gift-card').click();
    pay = page.getByTestId('gift-card-payment');
    await expect(pay.getByTestId('wallet-card-option')).toHaveCount(1);
    await expect(pay.getByTestId('wallet-card-option')).toContainText(`quedan ${money(40_000)}`);
    await pay.getByTestId('wallet-card-option').click();
    await expect(pay.getByLabel('Valor a usar')).toHaveValue('40000');
    await page.screenshot({ path: `/tmp/gift-cards-wallet-pick-${size.name}.png` });
    if (size.name === 'desktop') {
      expect(await axeProblems(page, 'gift card payment')).toEqual([]);
    }
    await page.getByTestId('gift-card-use').click();
    await expect(sale.getByTestId('gift-cards-used')).toHaveText(`-${money(40_000)}`);
    const thirdSale = await chargeAndClose(page);
    await page.getByRole('button', { name: 'Cerrar' }).click();

    // The sale's detail names the payment.
    await page
      .getByTestId('sales-table')
      .getByRole('row', { name: `Venta #${thirdSale}` })
      .click();
    await expect(page.getByTestId('sale-gift-cards')).toHaveText(`Tarjeta de regalo: ${money(40_000)}`);
    await page.keyboard.press('Escape');

    // The Monedero: nothing left, three movements with their sales.
    await page.goto(`/client/detail/${clientId}`);
    const card = page.getByTestId('client-wallet').getByTestId('wallet-instrument');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('wallet-left')).toHaveText(`Queda ${money(0)}`);
    await expect(card.getByTestId('wallet-state')).toHaveText('Agotada');
    await expect(card).toContainText(`terminada en ${code.slice(-4)}`);
    await expect(card).toContainText('Sin vencimiento');
    await card.getByRole('button', { name: /Ver historial/ }).click();
    const rows = card.getByTestId('wallet-entry');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(`Emitida`);
    await expect(rows.nth(0)).toContainText(`Venta #${soldSale}`);
    await expect(rows.nth(0)).toContainText(`+${money(100_000)}`);
    await expect(rows.nth(1)).toContainText(`Venta #${secondSale}`);
    await expect(rows.nth(1)).toContainText(`-${money(60_000)}`);
    await expect(rows.nth(2)).toContainText(`Venta #${thirdSale}`);
    await expect(rows.nth(2)).toContainText(`-${money(40_000)}`);
    await expect(rows.nth(2)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await page.getByTestId('client-wallet').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/gift-cards-monedero-${size.name}.png`, fullPage: true });
    if (size.name === 'desktop') {
      expect(await axeProblems(page, 'Monedero')).toEqual([]);
    }
  });
}
