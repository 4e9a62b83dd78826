import type { Browser, Page } from '@playwright/test';
import { e2eNow, e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';
import { waitForMail } from './mailbox';
import { advanceServerClock, fakeWhatsapp } from './server-control';

// Issue 31's journey (decisions 054 and 059), against the e2e server's local WhatsApp Cloud API:
// the owner connects the account; a visitor books on the public page and her confirmation and
// reminder go out over WhatsApp; their delivery and read statuses come back by signed webhook and
// show in the drawer; the agenda card asks to call while the reminder is unread on the visit's
// day; her "Confirmo" marks the card; a send Meta refuses for good goes by e-mail.
const PHONE_ID = '109876543210';
const SECRET = 'secreto-recorrido';
const stamp = Date.now().toString().slice(-8);

// The app's own API, from the signed-in page (its session cookie).
async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ([verb, address, payload]) => {
      const response = await fetch(address as string, {
        method: verb as string,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [method, url, body] as const,
  );
}

const bogota = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Bogota',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function connect(page: Page) {
  await page.goto('/settings/service/whatsapp');
  await page.getByLabel('Identificador del número de teléfono').fill(PHONE_ID);
  for (const [name, label, value] of [
    ['access_token', 'Token de acceso', 'EAAtoken-recorrido'],
    ['app_secret', 'Clave secreta de la app', SECRET],
    ['verify_token', 'Token de verificación del webhook', 'verifica-recorrido'],
  ]) {
    const replace = page.getByTestId(`secret-${name}`).getByRole('button', { name: 'Reemplazar' });
    if (await replace.isVisible()) {
      await replace.click();
    }
    await page.getByLabel(label).fill(value);
  }
  await page.getByLabel('Confirmación de la cita').fill('cita_confirmada');
  await page.getByLabel('Recordatorio').fill('recordatorio_cita');
  await page.getByLabel('Enviar mensajes por WhatsApp').check();
  await page.getByRole('radio', { name: 'Preferencia del cliente' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Configuración de WhatsApp guardada.' }),
  ).toBeVisible();
  return page.getByLabel('URL del webhook').inputValue();
}

// A visitor books "Corte dama" at Chapinero on the public page, on `day` at the slot `pick` chooses.
async function bookOnline(
  browser: Browser,
  who: { first: string; last: string; phone: string; email: string },
  day: string,
  pick: (slots: string[]) => Promise<string>,
) {
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/reservationOnline?empresa=aurora-spa');
  await visitor.getByRole('button', { name: 'Sede Chapinero' }).click();
  await visitor.getByRole('checkbox', { name: 'Corte dama' }).click();
  await visitor.getByTestId('booking-next').click();
  await visitor.getByTestId(`day-${day}`).click();
  const slots = visitor.getByTestId('slot-picker').locator('[data-testid^="slot-"]');
  await expect(slots.first()).toBeVisible();
  const times = (
    await slots.evaluateAll((all) => all.map((slot) => slot.getAttribute('data-testid') ?? ''))
  ).map((id) => id.replace('slot-', ''));
  const time = await pick(times);
  await visitor.getByTestId(`slot-${time}`).click();
  await visitor.getByTestId('booking-next').click();
  await visitor.getByLabel('Nombre').fill(who.first);
  await visitor.getByLabel('Apellido').fill(who.last);
  await visitor.getByLabel('Teléfono').fill(who.phone);
  await visitor.getByLabel('Correo electrónico').fill(who.email);
  await visitor.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos/ }).check();
  await visitor.getByTestId('booking-next').click();
  await expect(visitor.getByTestId('booking-confirmed')).toContainText('¡Reserva confirmada!');
  await visitor.close();
  return time;
}

test('WhatsApp end to end: sent, delivered, read, "Confirmo" on the card; a refused send goes by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, AURORA_ADMIN);
  await page.setViewportSize({ width: 1366, height: 900 });
  const webhook = await connect(page);
  try {
    const today = e2eToday();
    const ana = {
      first: 'Ana',
      last: `WhatsApp ${stamp}`,
      phone: `+57 31${stamp}`,
      email: `ana-${stamp}@correo.test`,
    };
    const to = `5731${stamp}`;
    // The reminder goes out the company's whole hours before the visit: a slot today some hours
    // and a few minutes ahead, the company's hours set to leave it due in those minutes.
    let hours = 0;
    const now = () => minutesOf(bogota(e2eNow())) + e2eNow().getSeconds() / 60;
    const slot = await bookOnline(browser, ana, today, async (times) => {
      const fit = times.find((time) => {
        const ahead = minutesOf(time) - now();
        return ahead >= 62 && ahead % 60 >= 2;
      });
      expect(fit, times.join(' ')).toBeTruthy();
      hours = Math.floor((minutesOf(fit!) - now()) / 60);
      await page.goto('/settings/service/onlineBooking');
      await page.getByLabel('Recordatorio (horas antes)').fill(String(hours));
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
      return fit!;
    });
    const confirmation = await fakeWhatsapp.waitForSend(to, 'cita_confirmada');
    expect(confirmation.id).toMatch(/^wamid\./);
    const values = confirmation.body.template!.components[0].parameters.map((part) => part.text);
    expect(values.slice(0, 2)).toEqual(['Aurora Spa', 'Corte dama']);
    const found = await api(
      page,
      'GET',
      `/api/items/service_reservation_service?fields=id,service_reservation_id,specialist_id.name&filter=${encodeURIComponent(
        JSON.stringify({ service_reservation_id: { client_id: { last_name: { _eq: ana.last } } } }),
      )}`,
    );
    const row = found.body.data[0] as {
      id: number;
      service_reservation_id: number;
      specialist_id: { name: string };
    };

    // The server's clock is moved to a moment before the reminder is due (as the API tests move
    // theirs), then back: the browsers' clocks never moved.
    const due = Date.parse(`${today}T${slot}:00-05:00`) - hours * 3_600_000;
    const jump = due - e2eNow().getTime() - 3_000;
    await advanceServerClock(jump);
    let reminder: Awaited<ReturnType<typeof fakeWhatsapp.waitForSend>>;
    try {
      reminder = await fakeWhatsapp.waitForSend(to, 'recordatorio_cita', 30_000);
    } finally {
      await advanceServerClock(-jump);
    }
    const buttons = reminder.body.template!.components.filter((part) => part.type === 'button');
    expect(buttons.map((button) => button.parameters[0].payload)).toEqual([
      `confirmo:${row.service_reservation_id}`,
      `cambiar:${row.service_reservation_id}`,
    ]);

    // Meta's statuses, signed, as they come: the confirmation read, the reminder only delivered.
    const at = Math.floor(e2eNow().getTime() / 1000);
    const notify = (id: string, status: string, seconds: number) =>
      fakeWhatsapp.notify({
        webhook,
        appSecret: SECRET,
        phoneNumberId: PHONE_ID,
        status: { id, status, timestamp: at + seconds, to },
      });
    for (const [id, status, seconds] of [
      [confirmation.id!, 'sent', -120],
      [confirmation.id!, 'delivered', -110],
      [confirmation.id!, 'read', -60],
      [reminder.id!, 'sent', 1],
      [reminder.id!, 'delivered', 2],
    ] as const) {
      expect((await notify(id, status, seconds)).status).toBe(200);
    }
    // A notification signed with another secret changes nothing.
    expect(
      (
        await fakeWhatsapp.notify({
          webhook,
          appSecret: 'otro',
          phoneNumberId: PHONE_ID,
          status: { id: reminder.id!, status: 'read', timestamp: at, to },
        })
      ).status,
    ).toBe(403);

    // On the visit's day, the reminder unread: the card asks to call her.
    await page.goto(`/calendar?date=${today}`);
    const card = page.locator('[data-event]').filter({ hasText: ana.last });
    await expect(card.getByTestId('reminder-mark')).toHaveAttribute('data-alert', 'unread');
    await expect(
      card.getByRole('img', { name: 'El cliente no ha leído el recordatorio: llámalo' }),
    ).toBeAttached();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/whatsapp-journey-unread-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: row.specialist_id.name }).click();
    const unreadPhone = page.locator('[data-testid^="phone-event-"]').filter({ hasText: ana.last });
    await expect(unreadPhone.getByTestId('reminder-mark')).toHaveAttribute('data-alert', 'unread');
    await unreadPhone.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/whatsapp-journey-unread-phone.png' });
    await page.setViewportSize({ width: 1366, height: 900 });

    // She reads it and taps "Confirmo".
    expect((await notify(reminder.id!, 'read', 40)).status).toBe(200);
    const reply = await fakeWhatsapp.notify({
      webhook,
      appSecret: SECRET,
      phoneNumberId: PHONE_ID,
      reply: {
        id: `wamid.CONFIRMO${stamp}`,
        from: to,
        timestamp: at + 60,
        payload: `confirmo:${row.service_reservation_id}`,
        text: 'Confirmo',
        contextId: reminder.id!,
      },
    });
    expect(reply.status).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId('confirmed-mark')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByTestId('reminder-mark')).toHaveCount(0);
    await card.getByTestId('open-reservation').click();
    const drawer = page.getByTestId('reservation-drawer');
    const lines = drawer.getByTestId('drawer-message');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('por WhatsApp');
    await expect(lines.nth(0)).toContainText('entregado');
    await expect(lines.nth(0)).toContainText('leído');
    await expect(lines.nth(1)).toContainText('Recordatorio por WhatsApp');
    await expect(lines.nth(1)).toContainText('leído');
    await expect(drawer.getByTestId('drawer-messages')).toContainText('Confirmó por WhatsApp');
    await drawer.getByTestId('drawer-messages').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/whatsapp-journey-drawer-desktop.png' });

    // On a phone: the specialist's list shows the check; the drawer the same timeline.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/calendar?date=${today}`);
    await page.getByRole('tab', { name: row.specialist_id.name }).click();
    const phoneCard = page.locator('[data-testid^="phone-event-"]').filter({ hasText: ana.last });
    await expect(phoneCard.getByTestId('confirmed-mark')).toBeVisible();
    await phoneCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/whatsapp-journey-card-phone.png' });
    await phoneCard.getByTestId('open-reservation').click();
    await expect(drawer.getByTestId('drawer-messages')).toContainText('Confirmó por WhatsApp');
    await drawer.getByTestId('drawer-messages').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/whatsapp-journey-drawer-phone.png' });

    // The messages report of the day: what went out, how far it got, her confirmation.
    for (const [width, height, name] of [
      [1366, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/reports/appointment/appointmentMessages/general?from=${today}&to=${today}&site=0`);
      await expect(page.getByRole('heading', { name: 'Mensajes a clientes', level: 1 })).toBeVisible();
      await expect(page.getByTestId('report-table')).toContainText('Sede Chapinero');
      await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
      await page.screenshot({ path: `/tmp/whatsapp-journey-report-${name}.png`, fullPage: true });
    }

    // Meta refuses the next confirmation for good: it goes by e-mail.
    const bea = {
      first: 'Bea',
      last: `Correo ${stamp}`,
      phone: `+57 32${stamp}`,
      email: `bea-${stamp}@correo.test`,
    };
    await fakeWhatsapp.failNext({ status: 400, code: 131026, message: 'Message undeliverable' });
    await bookOnline(browser, bea, e2eToday(2), async (times) => times[0]);
    const mail = await waitForMail(bea.email, /Cita confirmada/);
    expect(mail.text).toContain('Corte dama');
    const refused = (await fakeWhatsapp.sends()).filter((send) => send.body.to === `5732${stamp}`);
    expect(refused.map((send) => [send.body.template?.name, send.id])).toEqual([['cita_confirmada', null]]);
  } finally {
    // The other journeys of this server expect e-mail and a day's notice.
    await api(page, 'PUT', '/api/whatsapp/settings', { enabled: false });
    const hours = await api(
      page,
      'GET',
      `/api/items/setting?fields=id&filter=${encodeURIComponent(JSON.stringify({ key: { _eq: 'reminder_hours' } }))}`,
    );
    for (const setting of hours.body?.data ?? []) {
      await api(page, 'PATCH', `/api/items/setting/${setting.id}`, { value: '24' });
    }
  }
});
