import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  AURORA_ADMIN,
  AURORA_RECEPTION,
  getData,
  itemsFilter,
  postData,
  readyCheckout,
  sameOrigin,
  signInAs,
} from './helpers';
import { waitForMail, waitForNthMail } from './mailbox';

// Issue 29's online parts (decision 056) and its journey "sell a gift card, redeem it in two
// visits (one online)": the receptionist sells a gift card at the checkout, sees its code once;
// the recipient gets it by e-mail with its QR; she pays part of a visit with it on the public
// page; the desk charges that visit from the agenda with the card's advance applied, and a second
// visit at the desk with what is left, picked from her wallet; her Monedero ends at $0 with both
// uses. Then a client signs in by a code e-mailed to her, sees her package and books the service
// it covers without paying for it.
const stamp = Date.now().toString().slice(-7);
const money = (value: number) => `$${value.toLocaleString('es-CO')}`;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function corteDama(page: Page) {
  const [service] = await getData<{ id: number; service_site_price: { site_id: number; price: number }[] }[]>(
    page,
    `/api/items/service?fields[]=id&fields[]=service_site_price.site_id&fields[]=service_site_price.price&${itemsFilter({ name: { _eq: 'Corte dama' } })}&limit=1`,
  );
  return { id: service.id, price: service.service_site_price.find((row) => row.site_id === 1)!.price };
}

// The cheapest product for sale with units at Sede Chapinero: what the client takes home.
async function cheapProduct(page: Page) {
  const products = await getData<
    {
      name: string;
      product_price: { site_id: number; price: number }[];
      product_stock: { site_id: number; current_stock: number | null }[];
    }[]
  >(
    page,
    `/api/items/product?fields[]=name&fields[]=product_price.site_id&fields[]=product_price.price&fields[]=product_stock.site_id&fields[]=product_stock.current_stock&${itemsFilter({ is_for_sale: { _eq: true }, is_active: { _eq: true } })}&limit=-1`,
  );
  const [product] = products
    .map((row) => ({
      name: row.name,
      price: row.product_price.find((price) => price.site_id === 1)?.price ?? 0,
      stock: row.product_stock.find((stock) => stock.site_id === 1)?.current_stock ?? 0,
    }))
    .filter((row) => row.price > 0 && row.stock > 0)
    .sort((a, b) => a.price - b.price);
  expect(product).toBeTruthy();
  return product;
}

async function openDrawer(page: Page) {
  await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: 1, opening_amount: 0 },
    headers: sameOrigin(page),
  });
}

async function pickOption(page: Page, field: Locator, text: string) {
  await field.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text.replace(/[()]/g, '.')) })
    .first()
    .click();
}

// A screenshot of the checkout at both sizes, the given part in view; back to `size` after.
async function shootBoth(page: Page, name: string, part: Locator, size = DESKTOP) {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await part.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/online-wallet-${name}-${label}.png` });
  }
  await page.setViewportSize(size);
}

const saleIdOf = async (page: Page) => {
  const heading =
    (await page.getByTestId('charge-success').getByRole('heading', { level: 2 }).textContent()) ?? '';
  return Number(/#(\d+)/.exec(heading)?.[1]);
};

// Books "Corte dama" at Sede Chapinero on the public page (opened, unless `slug` is null: the
// page already open keeps the visitor's sign-in, which lives in memory only).
async function bookCorte(visitorPage: Page, slug: string | null, fill: (page: Page) => Promise<void>) {
  if (slug) {
    await visitorPage.goto(`/reservationOnline?empresa=${slug}`);
  }
  await visitorPage.getByRole('button', { name: 'Sede Chapinero' }).click();
  await visitorPage.getByRole('checkbox', { name: 'Corte dama' }).click();
  await visitorPage.getByTestId('booking-next').click();
  await visitorPage.getByTestId('slot-picker').locator('[data-testid^="day-"]').nth(3).click();
  await visitorPage.getByTestId('slot-picker').locator('[data-testid^="slot-"]').last().click();
  await visitorPage.getByTestId('booking-next').click();
  await fill(visitorPage);
  await visitorPage.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos/ }).check();
  await visitorPage.getByTestId('booking-next').click();
  return visitorPage.getByTestId('booking-confirmed');
}

test('a gift card sold at the desk is e-mailed, pays part of a visit online, the desk charges the rest and a second visit', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/onlineBooking');
  const toggle = page.getByRole('switch', { name: 'Recibir tarjetas de regalo al reservar en línea' });
  if (!(await toggle.isChecked())) {
    await toggle.check();
    await page.getByTestId('online-rules').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/online-wallet-settings-desktop.png', fullPage: true });
  const corte = await corteDama(page);
  const product = await cheapProduct(page);
  // Camila, whom the salon knows by her phone and e-mail: the card goes to her wallet, and her
  // online booking is hers.
  const recipient = `regalo-${stamp}@correo.test`;
  const phone = `+57 32${stamp}1`;
  const clientName = `Camila${stamp}`;
  const client = await postData<{ id: number }>(page, '/api/items/client', {
    first_name: clientName,
    last_name: 'Regalo',
    email: recipient,
    phone,
  });
  // The card pays the whole "Corte dama" online, and half of one more at the desk.
  const rest = Math.round(corte.price / 2);
  const amount = corte.price + rest;

  // The receptionist sells it at the checkout, in cash, and sees its code once.
  const desk = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInAs(desk, AURORA_RECEPTION);
  await desk.goto('/sales/sales');
  await desk.getByTestId('new-sale').click();
  let sale = await readyCheckout(desk);
  await pickOption(desk, sale.getByLabel('Cliente'), clientName);
  await sale.getByTestId('add-gift-card').click();
  const cardDialog = desk.getByRole('dialog', { name: 'Vender tarjeta de regalo' });
  await cardDialog.getByLabel('Valor de la tarjeta').fill(String(amount));
  await cardDialog.getByLabel('Nombre de quien la recibe (opcional)').fill('Camila');
  await cardDialog.getByLabel('Correo de quien la recibe (opcional)').fill(recipient);
  await cardDialog.getByLabel('Mensaje (opcional)').fill('¡Feliz día!');
  await shootBoth(desk, 'sell-card', cardDialog);
  await cardDialog.getByTestId('gift-card-save').click();
  await expect(cardDialog).toHaveCount(0);
  await expect(sale.getByTestId('cart-line')).toContainText('Tarjeta de regalo');
  await expect(sale.getByTestId('checkout-total')).toHaveText(money(amount));
  await sale.getByRole('button', { name: 'Efectivo', exact: true }).click();
  await expect(sale.getByTestId('remaining')).toHaveText('Pago completo');
  await shootBoth(desk, 'sell-checkout', sale.getByTestId('charge'));
  await sale.getByTestId('charge').click();
  await expect(desk.getByTestId('charge-success')).toBeVisible();
  const soldSale = await saleIdOf(desk);
  const sold = desk.getByTestId('sold-gift-card');
  await expect(sold).toContainText(money(amount));
  const printed = ((await sold.getByTestId('gift-card-code').textContent()) ?? '').trim();
  expect(printed).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  await shootBoth(desk, 'sold-code', sold);
  await desk.getByRole('button', { name: 'Cerrar' }).click();
  await expect(desk.getByTestId('sold-gift-card')).toHaveCount(0);

  // Camila gets it by e-mail, with its code and its QR.
  const mail = await waitForMail(recipient, /Tu tarjeta de regalo de Aurora Spa/);
  expect(mail.text).toContain(printed);
  expect(mail.attachments.find((file) => file.filename === 'codigo-qr.png')?.contentType).toBe('image/png');

  // Visit 1, online on her phone: the card pays the whole service ahead.
  const visitorPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  const confirmed = await bookCorte(visitorPage, 'aurora-spa', async (form) => {
    await form.getByLabel('Nombre').fill('Camila');
    await form.getByLabel('Teléfono').fill(phone);
    await form.getByLabel('Correo electrónico').fill(recipient);
    await form.getByTestId('gift-card-code').fill(printed);
    await form.screenshot({ path: '/tmp/online-wallet-card-field-phone.png', fullPage: true });
  });
  await expect(confirmed.getByTestId('gift-card-note')).toContainText(money(corte.price));
  await visitorPage.screenshot({ path: '/tmp/online-wallet-card-booked-phone.png', fullPage: true });

  // At the desk: the receptionist opens it in the agenda and charges it with "Cobrar"; the
  // card's advance is applied, and a product she takes home is paid in cash.
  const [reservation] = await getData<
    { id: number; date: string; service_reservation_service: { id: number }[] }[]
  >(
    desk,
    `/api/items/service_reservation?fields[]=id&fields[]=date&fields[]=service_reservation_service.id&${itemsFilter({ client_id: { _eq: client.id } })}&sort[]=-id&limit=1`,
  );
  await desk.goto(`/calendar?date=${reservation.date}`);
  await desk.getByTestId(`event-${reservation.service_reservation_service[0].id}`).click();
  const drawer = desk.getByTestId('reservation-drawer');
  await expect(drawer.getByTestId('drawer-client')).toContainText(clientName);
  await drawer.getByRole('button', { name: 'Cobrar' }).click();
  sale = await readyCheckout(desk, { name: `Cobrar reserva #${reservation.id}` });
  await expect(sale.getByTestId('cart-line')).toContainText('Corte dama');
  await pickOption(desk, sale.getByLabel('Agregar servicio o producto'), product.name);
  await expect(sale.getByTestId('cart-line')).toHaveCount(2);
  const advance = sale.getByTestId('card-advance-used');
  await expect(advance).toHaveText(`-${money(corte.price)}`);
  await expect(sale.getByTestId('checkout-totals')).toContainText(
    'Anticipo con tarjeta de regalo (en línea)',
  );
  await expect(sale.getByTestId('advance-used')).toHaveCount(0);
  const charged = Number((await sale.getByTestId('checkout-total').textContent())?.replace(/\D/g, ''));
  await expect(sale.getByTestId('checkout-due')).toHaveText(money(charged - corte.price));
  await sale.getByRole('button', { name: 'Efectivo', exact: true }).click();
  await expect(sale.getByTestId('remaining')).toHaveText('Pago completo');
  await shootBoth(desk, 'advance-applied', advance);
  await sale.getByTestId('charge').click();
  await expect(desk.getByTestId('charge-success')).toBeVisible();
  await desk.getByRole('button', { name: 'Cerrar' }).click();

  // Visit 2, at the desk on the receptionist's phone: another "Corte dama", half of it paid with
  // what is left on the card, picked from Camila's wallet, the rest in cash.
  await desk.setViewportSize(PHONE);
  await desk.goto('/sales/sales');
  await desk.getByTestId('new-sale').click();
  sale = await readyCheckout(desk);
  await pickOption(desk, sale.getByLabel('Cliente'), clientName);
  await pickOption(desk, sale.getByLabel('Agregar servicio o producto'), 'Corte dama');
  const line = sale.getByTestId('cart-line');
  await line.getByLabel('Especialista').click();
  await desk.getByRole('option').first().click();
  const total = Number((await sale.getByTestId('checkout-total').textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(rest);
  await sale.getByTestId('pay-gift-card').click();
  const pay = desk.getByTestId('gift-card-payment');
  const option = pay.getByTestId('wallet-card-option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`terminada en ${printed.slice(-4)}`);
  await expect(option).toContainText(`quedan ${money(rest)}`);
  await option.click();
  await expect(pay.getByLabel('Valor a usar')).toHaveValue(String(rest));
  await shootBoth(desk, 'wallet-pick', pay, PHONE);
  await desk.getByTestId('gift-card-use').click();
  await expect(sale.getByTestId('gift-cards-used')).toHaveText(`-${money(rest)}`);
  await expect(sale.getByTestId('checkout-due')).toHaveText(money(total - rest));
  if (total > rest) {
    await sale.getByRole('button', { name: 'Efectivo', exact: true }).click();
  }
  await expect(sale.getByTestId('remaining')).toHaveText('Pago completo');
  await shootBoth(desk, 'visit-two', sale.getByTestId('gift-card-row'), PHONE);
  await sale.getByTestId('charge').click();
  await expect(desk.getByTestId('charge-success')).toBeVisible();
  const secondVisit = await saleIdOf(desk);
  await expect(desk.getByTestId('charged-gift-cards')).toHaveText(
    `Pagado con tarjeta de regalo: ${money(rest)}`,
  );
  await desk.getByRole('button', { name: 'Cerrar' }).click();

  // Hostile: the same code spent again beyond what it has is refused, in Spanish, for nothing.
  const refused = await desk.request.post('/api/sales/checkout', {
    data: {
      site_id: 1,
      lines: [{ gift_card: { amount: 1_000 } }],
      gift_cards: [{ code: printed, amount: 1_000 }],
    },
    headers: sameOrigin(desk),
  });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain(
    `La tarjeta de regalo terminada en ${printed.slice(-4)} tiene $0 disponibles`,
  );

  // Her Monedero: the card at $0, issued by the first sale, used online and at the desk.
  await desk.goto(`/client/detail/${client.id}`);
  const card = desk.getByTestId('client-wallet').getByTestId('wallet-instrument');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('wallet-left')).toHaveText(`Queda ${money(0)}`);
  await expect(card.getByTestId('wallet-state')).toHaveText('Agotada');
  await card.getByRole('button', { name: /Ver historial/ }).click();
  const rows = card.getByTestId('wallet-entry');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Emitida');
  await expect(rows.nth(0)).toContainText(`Venta #${soldSale}`);
  await expect(rows.nth(0)).toContainText(`+${money(amount)}`);
  await expect(rows.nth(1)).toContainText(`Reserva en línea #${reservation.id}`);
  await expect(rows.nth(1)).toContainText(`-${money(corte.price)}`);
  await expect(rows.nth(2)).toContainText(`Venta #${secondVisit}`);
  await expect(rows.nth(2)).toContainText(`-${money(rest)}`);
  // The visit booked online and charged at the desk reads as paid in her reservations.
  await expect(desk.getByTestId('client-reservations').getByRole('listitem').first()).toContainText('Pagada');
  await shootBoth(desk, 'monedero', card, PHONE);
});

test('a client signs in by a code and books the service her package covers without paying', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, AURORA_ADMIN);
  await openDrawer(page);
  const corte = await corteDama(page);
  const email = `plan-${stamp}@correo.test`;
  const client = await postData<{ id: number }>(page, '/api/items/client', {
    first_name: 'Mariana',
    last_name: `Plan ${stamp}`,
    email,
    phone: `+57 31${stamp}2`,
  });
  const plan = await postData<{ id: number }>(page, '/api/items/session_package', {
    name: `Plan corte ${stamp}`,
    sessions: 4,
    validity: 6,
    validity_unit: 'months',
    is_active: true,
    services: [{ service_id: corte.id }],
    prices: [{ site_id: 1, price: 4 * corte.price }],
  });
  await postData(page, '/api/sales/checkout', {
    site_id: 1,
    client_id: client.id,
    lines: [{ package: plan.id }],
    payments: [{ amountPay: 4 * corte.price, paymentMethod: 'efectivo' }],
  });

  for (const [index, size] of [
    { width: 1366, height: 900, name: 'desktop', contact: email },
    { width: 390, height: 844, name: 'phone', contact: `31${stamp}2` },
  ].entries()) {
    const visitorPage = await (await browser.newContext({ viewport: size })).newPage();
    await visitorPage.goto('/reservationOnline?empresa=aurora-spa');
    const box = visitorPage.getByTestId('visitor-sign-in');
    await box.getByLabel('Tu correo o celular').fill(size.contact);
    await box.getByRole('button', { name: 'Enviarme un código' }).click();
    await expect(box).toContainText('te enviamos un código de 6 cifras');
    const mail = await waitForNthMail(email, /Tu código para entrar en Aurora Spa/, index + 1);
    const code = /es (\d{6})\./.exec(mail.text ?? '')![1];
    await box.getByLabel('Código de 6 cifras').fill(code);
    await box.getByRole('button', { name: 'Entrar' }).click();
    await expect(box.getByTestId('visitor-package')).toContainText(
      `Plan corte ${stamp}: quedan 4 de 4 sesiones`,
    );
    await visitorPage.screenshot({ path: `/tmp/online-wallet-signed-in-${size.name}.png`, fullPage: true });
    if (size.name === 'phone') {
      const confirmed = await bookCorte(visitorPage, null, async (form) => {
        await form.getByLabel('Nombre').fill('Mariana');
        await form.getByLabel('Teléfono').fill(`+57 31${stamp}2`);
        await form.getByLabel('Correo electrónico').fill(email);
      });
      await expect(confirmed.getByTestId('package-note')).toContainText(
        'Tu plan de sesiones cubre este servicio',
      );
      await visitorPage.screenshot({ path: '/tmp/online-wallet-package-booked-phone.png', fullPage: true });
    }
  }
});
