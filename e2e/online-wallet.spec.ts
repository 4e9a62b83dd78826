import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';
import { waitForMail, waitForNthMail } from './mailbox';

// Issue 29's online parts (decision 056): the owner takes gift cards online; a gift card sold at
// the desk with the recipient's e-mail arrives with its code and QR; the visitor pays part of a
// visit with it on the public page and the desk charges the rest; a client signs in by a code
// e-mailed to her, sees her package and books the service it covers without paying for it.
const stamp = Date.now().toString().slice(-7);

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response =
    method === 'GET'
      ? await page.request.get(path)
      : await page.request.post(path, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()).data as T;
}

async function corteDama(page: Page) {
  const [service] = await call<{ id: number; service_site_price: { site_id: number; price: number }[] }[]>(
    page,
    'GET',
    '/api/items/service?fields[]=id&fields[]=service_site_price.site_id&fields[]=service_site_price.price&filter={"name":{"_eq":"Corte dama"}}&limit=1',
  );
  return { id: service.id, price: service.service_site_price.find((row) => row.site_id === 1)!.price };
}

async function openDrawer(page: Page) {
  const origin = new URL(page.url()).origin;
  await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: 1, opening_amount: 0 },
    headers: { origin },
  });
}

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

test('a gift card sold at the desk is e-mailed, pays part of a visit online, and the desk charges the rest', async ({
  page,
  browser,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/onlineBooking');
  const toggle = page.getByRole('switch', { name: 'Recibir tarjetas de regalo al reservar en línea' });
  if (!(await toggle.isChecked())) {
    await toggle.check();
    await page.getByTestId('online-rules').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/online-wallet-settings-desktop.png', fullPage: true });
  await openDrawer(page);
  const corte = await corteDama(page);
  const recipient = `regalo-${stamp}@correo.test`;
  const amount = Math.max(1_000, Math.floor(corte.price / 2));
  const sale = await call<{ gift_cards_sold: { code: string }[] }>(page, 'POST', '/api/sales/checkout', {
    site_id: 1,
    lines: [
      { gift_card: { amount, recipient_name: 'Camila', recipient_email: recipient, message: '¡Feliz día!' } },
    ],
    payments: [{ amountPay: amount, paymentMethod: 'efectivo' }],
  });
  const code = sale.gift_cards_sold[0].code;
  const mail = await waitForMail(recipient, /Tu tarjeta de regalo de Aurora Spa/);
  expect(mail.text).toContain(code.match(/.{4}/g)!.join('-'));
  expect(mail.attachments.find((file) => file.filename === 'codigo-qr.png')?.contentType).toBe('image/png');

  const visitorPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const confirmed = await bookCorte(visitorPage, 'aurora-spa', async (form) => {
    await form.getByLabel('Nombre').fill('Camila');
    await form.getByLabel('Teléfono').fill(`+57 32${stamp}1`);
    await form.getByLabel('Correo electrónico').fill(recipient);
    await form.getByTestId('gift-card-code').fill(code.match(/.{4}/g)!.join('-'));
    await form.screenshot({ path: '/tmp/online-wallet-card-field-phone.png', fullPage: true });
  });
  await expect(confirmed.getByTestId('gift-card-note')).toContainText(`$${amount.toLocaleString('es-CO')}`);
  await visitorPage.screenshot({ path: '/tmp/online-wallet-card-booked-phone.png', fullPage: true });

  // The desk charges the rest: the advance the card paid is applied by the checkout.
  const [reservation] = await call<
    { id: number; service_reservation_service: { id: number; specialist_id: number }[] }[]
  >(
    page,
    'GET',
    `/api/items/service_reservation?fields[]=id&fields[]=service_reservation_service.id&fields[]=service_reservation_service.specialist_id&filter={"client_id":{"email":{"_eq":"${recipient}"}}}&sort[]=-id&limit=1`,
  );
  const charged = await call<{ advance_used: number; total: number }>(page, 'POST', '/api/sales/checkout', {
    site_id: 1,
    service_reservation_id: reservation.id,
    lines: reservation.service_reservation_service.map((line) => ({
      service_id: corte.id,
      specialist_id: line.specialist_id,
      service_reservation_service_id: line.id,
    })),
    payments: [{ amountPay: corte.price - amount, paymentMethod: 'efectivo' }],
  });
  expect(charged.advance_used).toBe(amount);
});

test('a client signs in by a code and books the service her package covers without paying', async ({
  page,
  browser,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await openDrawer(page);
  const corte = await corteDama(page);
  const email = `plan-${stamp}@correo.test`;
  const client = await call<{ id: number }>(page, 'POST', '/api/items/client', {
    first_name: 'Mariana',
    last_name: `Plan ${stamp}`,
    email,
    phone: `+57 31${stamp}2`,
  });
  const plan = await call<{ id: number }>(page, 'POST', '/api/items/session_package', {
    name: `Plan corte ${stamp}`,
    sessions: 4,
    validity: 6,
    validity_unit: 'months',
    is_active: true,
    services: [{ service_id: corte.id }],
    prices: [{ site_id: 1, price: 4 * corte.price }],
  });
  await call(page, 'POST', '/api/sales/checkout', {
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
