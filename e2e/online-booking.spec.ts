import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';
import { linkIn, waitForMail } from './mailbox';

// A visitor books on the demo salon's public page, gets the confirmation (with its .ics) from a
// real SMTP server, moves the booking through the e-mailed link; after the visit is charged the
// client rates it through the one-time link, and the low rating reaches the manager's bell.
const stamp = Date.now().toString().slice(-8);
const visitor = {
  first: 'Valentina',
  last: `Prueba ${stamp}`,
  phone: `+57 31${stamp}`,
  email: `valentina-${stamp}@correo.test`,
};
let slug = '';
let manageLink = '';

// The owner's settings page: the public address, the links and their QR code, and a deposit
// asked online for "Corte dama".
async function preparePage(page: Page) {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/onlineBooking');
  const field = page.getByLabel('Dirección pública');
  await expect(field).not.toHaveValue('');
  const slug = await field.inputValue();
  await expect(page.getByTestId('link-company')).toContainText(`/reservationOnline?empresa=${slug}`);
  await expect(page.getByTestId('link-site-1')).toContainText(`/reservationOnline?empresa=${slug}&sede=1`);
  await page.getByTestId('link-company').getByRole('button', { name: 'Código QR' }).click();
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await page.screenshot({ path: '/tmp/online-settings-qr-desktop.png' });
  await page.getByRole('button', { name: 'Cerrar' }).click();
  const row = page.locator('[data-testid^="offer-service-"]').filter({ hasText: 'Corte dama' });
  await row.getByLabel('Anticipo').fill('10000');
  await row.getByLabel('Anticipo').blur();
  await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/online-settings-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/online-settings-desktop.png', fullPage: true });
  return slug;
}

// The third day with free times (never today: moving it later must respect the 12 hours).
async function chooseTime(page: Page, dayIndex = 2) {
  await expect(page.getByTestId('slot-picker').locator('[data-testid^="day-"]').first()).toBeVisible();
  await page.getByTestId('slot-picker').locator('[data-testid^="day-"]').nth(dayIndex).click();
  const slot = page.getByTestId('slot-picker').locator('[data-testid^="slot-"]').first();
  await expect(slot).toBeVisible();
  const time = (await slot.getAttribute('data-testid'))!.replace('slot-', '');
  await slot.click();
  return time;
}

test.describe
  .serial('online booking', () => {
    test('a visitor books on the public page and gets the e-mail with its .ics', async ({
      page,
      browser,
    }) => {
      slug = await preparePage(page);
      expect(slug).toBe('aurora-spa');
      const visitorPage = await (
        await browser.newContext({ viewport: { width: 390, height: 844 } })
      ).newPage();
      // A link without the salon: a heading says what is wrong with it, the message what to do.
      await visitorPage.goto('/reservationOnline');
      await expect(
        visitorPage.getByRole('heading', { level: 1, name: 'Enlace de reservas incompleto' }),
      ).toBeVisible();
      await expect(visitorPage.getByText('Pide el enlace de reservas al salón.')).toBeVisible();
      await visitorPage.goto(`/reservationOnline?empresa=${slug}`);
      await expect(visitorPage.getByRole('heading', { name: 'Aurora Spa' })).toBeVisible();
      await visitorPage.getByRole('button', { name: 'Sede Chapinero' }).click();
      await visitorPage.getByRole('checkbox', { name: 'Corte dama' }).click();
      await visitorPage.screenshot({ path: '/tmp/online-book-services-phone.png' });
      await visitorPage.getByTestId('booking-next').click();
      const time = await chooseTime(visitorPage);
      await visitorPage.screenshot({ path: '/tmp/online-book-times-phone.png', fullPage: true });
      await visitorPage.getByTestId('booking-next').click();
      await visitorPage.getByLabel('Nombre').fill(visitor.first);
      await visitorPage.getByLabel('Apellido').fill(visitor.last);
      await visitorPage.getByLabel('Teléfono').fill(visitor.phone);
      await visitorPage.getByLabel('Correo electrónico').fill(visitor.email);
      // Ley 1581: no booking without the consent to process personal data.
      await visitorPage.getByTestId('booking-next').click();
      await expect(
        visitorPage.getByText('Acepta el tratamiento de tus datos personales para reservar.'),
      ).toBeVisible();
      await visitorPage.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos/ }).check();
      await visitorPage.getByTestId('booking-next').click();
      const confirmed = visitorPage.getByTestId('booking-confirmed');
      await expect(confirmed).toContainText('¡Reserva confirmada!');
      await expect(confirmed).toContainText('Corte dama');
      await expect(confirmed).toContainText('Sede Chapinero');
      await expect(confirmed.getByTestId('deposit-note')).toContainText('$10.000');
      await visitorPage.screenshot({ path: '/tmp/online-book-confirmed-phone.png', fullPage: true });

      const mail = await waitForMail(visitor.email, /Cita confirmada/);
      expect(mail.text).toContain('anticipo de $10.000');
      const ics = mail.attachments.find((file) => file.filename === 'cita.ics');
      expect(ics).toBeTruthy();
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
      );
      expect(event.summary).toBe('Corte dama en Aurora Spa');
      // The site's wall clock (Bogotá, UTC-5) read back from the instant.
      const start = event.startDate.toJSDate();
      const local = new Date(start.getTime() - 5 * 3_600_000).toISOString().slice(11, 16);
      expect(local).toBe(time);
      manageLink = linkIn(mail, /\/reservationOnline\?reserva=[\w.-]+/);
      await expect(confirmed.getByRole('link', { name: 'Ver, cambiar o cancelar mi cita' })).toHaveAttribute(
        'href',
        manageLink,
      );
    });

    test('a time taken meanwhile is refused, said so, and the free times refresh', async ({
      page,
      request,
    }) => {
      await page.goto(`/reservationOnline?empresa=${slug}&sede=1`);
      await page.getByRole('checkbox', { name: 'Corte caballero' }).click();
      await page.getByTestId('booking-next').click();
      const chips = page
        .getByRole('button', { name: /^(?!Cualquiera$)/ })
        .filter({ has: page.locator('.MuiChip-label') });
      const name = (await chips.first().textContent())!.trim();
      await chips.first().click();
      const time = await chooseTime(page, 3);
      const date = (await page
        .locator('[data-testid^="day-"][aria-selected="true"]')
        .getAttribute('data-testid'))!.slice(4);
      await page.getByTestId('booking-next').click();
      await page.getByLabel('Nombre').fill('Camila');
      await page.getByLabel('Teléfono').fill(`+57 32${stamp}`);
      await page.getByLabel('Correo electrónico').fill(`camila-${stamp}@correo.test`);
      await page.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos/ }).check();
      // Someone else books that very time first.
      const offer = (await (await request.get(`/api/public/booking/${slug}`)).json()).data;
      const specialist = offer.specialists.find((s: { name: string }) => s.name === name);
      const service = offer.services.find((s: { name: string }) => s.name === 'Corte caballero');
      const first = await request.post(`/api/public/booking/${slug}/reservations`, {
        data: {
          site_id: 1,
          service_ids: [service.id],
          specialist_id: specialist.id,
          date,
          time,
          first_name: 'Otra',
          phone: `+57 33${stamp}`,
          email: `otra-${stamp}@correo.test`,
          privacy_consent: true,
        },
      });
      expect(first.status(), await first.text()).toBe(200);
      await page.getByTestId('booking-next').click();
      await expect(page.getByTestId('slot-taken')).toHaveText(
        'Ese horario se acaba de ocupar. Elige otro, por favor.',
      );
      await expect(page.locator(`[data-testid="day-${date}"]`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId(`slot-${time}`)).toHaveCount(0);
      await expect(page.getByTestId('booking-next')).toBeDisabled();
    });

    test('the visitor moves the booking through the e-mailed link', async ({ page }) => {
      await page.goto(manageLink);
      const booking = page.getByTestId('managed-booking');
      await expect(booking.getByTestId('booking-status')).toHaveText('Confirmada');
      const before = await booking.getByTestId('booking-when').textContent();
      await page.getByTestId('move-booking').click();
      await chooseTime(page, 4);
      await page.screenshot({ path: '/tmp/online-manage-desktop.png', fullPage: true });
      await page.getByTestId('confirm-move').click();
      await expect(page.getByText(/Tu cita quedó para el/)).toBeVisible();
      await expect(booking.getByTestId('booking-when')).not.toHaveText(before ?? '');
      await waitForMail(visitor.email, /Cita cambiada/);
    });
  });

// A visit of the booked client that already happened, recorded at the desk: the same services
// and specialist, on the latest of the last 14 days the specialist worked at the site, at the
// first of her hours that day that is free.
async function pastVisit(page: Page, reservationId: number): Promise<number> {
  const origin = new URL(page.url()).origin;
  const booked = await page.request.get(
    `/api/items/service_reservation/${reservationId}?fields[]=site_id&fields[]=client_id&fields[]=service_reservation_service.service_id&fields[]=service_reservation_service.specialist_id`,
  );
  const { site_id, client_id, service_reservation_service: services } = (await booked.json()).data;
  const specialist = services[0].specialist_id as number;
  const windows = (
    await (
      await page.request.get(
        `/api/items/specialist_availability?filter={"specialist_id":{"_eq":${specialist}},"site_id":{"_eq":${site_id}}}&fields[]=weekday&fields[]=start_time&fields[]=end_time`,
      )
    ).json()
  ).data as { weekday: number; start_time: string; end_time: string }[];
  const today = e2eToday();
  for (let back = 1; back <= 14; back++) {
    const day = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    for (const window of windows.filter((row) => row.weekday === day.getUTCDay())) {
      const [hour] = window.start_time.split(':').map(Number);
      const [last] = window.end_time.split(':').map(Number);
      for (let at = hour; at < last - 1; at++) {
        const created = await page.request.post('/api/items/service_reservation', {
          headers: { origin },
          data: {
            site_id,
            client_id,
            date,
            service_reservation_service: services.map((line: { service_id: number }) => ({
              service_id: line.service_id,
              specialist_id: specialist,
              service_time: `${String(at).padStart(2, '0')}:00`,
            })),
          },
        });
        if (created.status() === 200) {
          return (await created.json()).data.id as number;
        }
      }
    }
  }
  throw new Error('no past day with a free hour of the specialist');
}

test.describe
  .serial('rating a visit', () => {
    let ratingLink = '';

    test('the visit is charged and the client gets a one-time rating link', async ({ page }) => {
      expect(manageLink, 'the booking journey ran first').not.toBe('');
      await signInAs(page, AURORA_ADMIN);
      const origin = new URL(page.url()).origin;
      const reservationId = Number(/reserva=(\d+)\./.exec(manageLink)![1]);
      const reservation = await page.request.get(
        `/api/items/service_reservation/${reservationId}?fields[]=site_id&fields[]=service_reservation_service.id&fields[]=service_reservation_service.service_id&fields[]=service_reservation_service.specialist_id`,
      );
      const { site_id, service_reservation_service: services } = (await reservation.json()).data;
      const sale = (total?: number, amountPay = 0) =>
        page.request.post('/api/items/history_payment', {
          headers: { origin },
          data: {
            site_id,
            service_reservation_id: reservationId,
            lines: services.map((line: { id: number; service_id: number; specialist_id: number }) => ({
              service_id: line.service_id,
              specialist_id: line.specialist_id,
              service_reservation_service_id: line.id,
            })),
            payments: [{ amountPay, paymentMethod: 'efectivo' }],
            ...(total === undefined ? {} : { total }),
          },
        });
      // The server prices the visit; a wrong total is refused and says the right one.
      const priced = await sale(1, 1);
      expect(priced.status()).toBe(422);
      const total = (await priced.json()).errors[0].extensions.total as number;
      const charged = await sale(total, total);
      expect(charged.status(), await charged.text()).toBe(200);

      // That visit is still ahead: its rating link waits for its end. A visit of the same client
      // that already happened (recorded at the desk on the last day its specialist worked) is
      // charged now, and its link goes out at once.
      const ended = await pastVisit(page, reservationId);
      const lines = await page.request.get(
        `/api/items/service_reservation/${ended}?fields[]=service_reservation_service.id&fields[]=service_reservation_service.service_id&fields[]=service_reservation_service.specialist_id`,
      );
      const endedServices = (await lines.json()).data.service_reservation_service;
      const endedSale = await page.request.post('/api/items/history_payment', {
        headers: { origin },
        data: {
          site_id,
          service_reservation_id: ended,
          lines: endedServices.map((line: { id: number; service_id: number; specialist_id: number }) => ({
            service_id: line.service_id,
            specialist_id: line.specialist_id,
            service_reservation_service_id: line.id,
          })),
          payments: [{ amountPay: total, paymentMethod: 'efectivo' }],
        },
      });
      expect(endedSale.status(), await endedSale.text()).toBe(200);
      const mail = await waitForMail(visitor.email, /Cómo te fue/);
      ratingLink = linkIn(mail, /\/qualification\?token=[\w.-]+/);
    });

    test('the client rates it low once; the manager sees it in the bell', async ({ page, browser }) => {
      const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await phone.goto(ratingLink);
      await expect(phone.getByRole('heading', { name: 'Califica tu visita' })).toBeVisible();
      await expect(phone.getByText('Corte dama', { exact: false })).toBeVisible();
      await phone.getByTestId('service-rating').locator('label').nth(1).click();
      await phone.getByTestId('specialist-rating').locator('label').nth(3).click();
      await expect(phone.getByTestId('service-rating').getByLabel('2 de 5')).toBeChecked();
      await expect(phone.getByTestId('specialist-rating').getByLabel('4 de 5')).toBeChecked();
      // The comment's label names the salon and sits above the typed text, never over it.
      const comment = phone.getByLabel(/^Tu comentario para Aurora.* \(opcional\)$/);
      await comment.fill('Me hicieron esperar media hora');
      const label = await phone.locator('label[for="rating-comment"]').boundingBox();
      const box = await comment.boundingBox();
      expect(label!.y + label!.height).toBeLessThanOrEqual(box!.y);
      await phone.screenshot({ path: '/tmp/online-rate-phone.png', fullPage: true });
      await phone.getByRole('button', { name: 'Enviar calificación' }).click();
      await expect(phone.getByTestId('rating-thanks')).toContainText('¡Gracias por calificar tu visita!');
      // One time only.
      await phone.goto(ratingLink);
      await expect(phone.getByTestId('rating-used')).toContainText('Esta visita ya fue calificada');

      await signInAs(page, AURORA_ADMIN);
      const bell = page.getByTestId('notifications-bell');
      await expect(page.getByTestId('notifications-count')).toContainText(/[1-9]/);
      await bell.click();
      const alert = page
        .getByTestId('notifications-list')
        .locator('[data-testid^="notification-"]')
        .filter({ hasText: `Calificación baja de ${visitor.first} ${visitor.last}` });
      await expect(alert).toContainText('servicio 2 de 5');
      await expect(alert).toContainText('Me hicieron esperar media hora');
      await expect(alert).toContainText(stamp);
      await page.screenshot({ path: '/tmp/online-bell-desktop.png' });
      await alert.getByRole('link', { name: 'Ver cliente' }).click();
      await expect(page).toHaveURL(/\/client\/detail\/\d+$/);
      await expect(page.getByText(visitor.email)).toBeVisible();
    });
  });

test('the company’s cancel-hours rule stops changes online; within it the visitor cancels, and the waitlist takes the time', async ({
  page,
  browser,
  request,
}) => {
  // A booking three free days ahead, made through the public API.
  const offer = (await (await request.get('/api/public/booking/aurora-spa')).json()).data;
  const service = offer.services.find((s: { name: string }) => s.name === 'Corte caballero');
  const today = e2eToday();
  const later = e2eToday(20);
  const free = await request.get(
    `/api/public/booking/aurora-spa/availability?site_id=1&service_ids=${service.id}&from=${today}&to=${later}`,
  );
  const day = (await free.json()).data.days.filter((d: { slots: unknown[] }) => d.slots.length)[3];
  const booked = await request.post('/api/public/booking/aurora-spa/reservations', {
    data: {
      site_id: 1,
      service_ids: [service.id],
      date: day.date,
      time: day.slots[0].start,
      first_name: 'Lina',
      phone: `+57 34${stamp}`,
      email: `lina-${stamp}@correo.test`,
      privacy_consent: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const link = `/reservationOnline?reserva=${(await booked.json()).data.token}`;

  const setCancelHours = async (hours: string) => {
    await page.goto('/settings/service/onlineBooking');
    const field = page.getByLabel('Cambiar o cancelar hasta (horas antes)');
    await field.fill(hours);
    await page.getByTestId('online-rules').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
  };
  await signInAs(page, AURORA_ADMIN);
  // A client waits for that day and service.
  const origin = new URL(page.url()).origin;
  const waiting = `espera-${stamp}@correo.test`;
  const client = await page.request.post('/api/items/client', {
    headers: { origin },
    data: { first_name: 'Sara', last_name: 'Espera', phone: `+57 35${stamp}`, email: waiting },
  });
  expect(client.status(), await client.text()).toBe(200);
  const entry = await page.request.post('/api/items/waitlist_entry', {
    headers: { origin },
    data: {
      site_id: 1,
      client_id: (await client.json()).data.id,
      service_id: service.id,
      date_from: day.date,
      date_to: day.date,
      time_from: '06:00',
      time_to: '22:00',
    },
  });
  expect(entry.status(), await entry.text()).toBe(200);
  await setCancelHours('168');

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link);
  await expect(phone.getByTestId('too-late')).toHaveText(
    'Las citas se cambian o cancelan en línea hasta 168 horas antes. Llama a la sede, por favor.',
  );
  await expect(phone.getByTestId('cancel-booking')).toHaveCount(0);
  await phone.screenshot({ path: '/tmp/online-too-late-phone.png', fullPage: true });

  await setCancelHours('12');
  await phone.reload();
  await phone.getByTestId('cancel-booking').click();
  await phone.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(phone.getByTestId('booking-status')).toHaveText('Cancelada');
  await expect(phone.getByRole('link', { name: 'Reservar de nuevo' })).toHaveAttribute(
    'href',
    '/reservationOnline?empresa=aurora-spa',
  );
  await waitForMail(`lina-${stamp}@correo.test`, /cancelada/i);

  // The freed time is offered to the waiting client, who takes it once.
  const offerMail = await waitForMail(waiting, /Se liberó un horario/);
  const claimLink = linkIn(offerMail, /\/reservationOnline\?espera=[\w.-]+/);
  await phone.goto(claimLink);
  await expect(phone.getByTestId('waitlist-offer')).toContainText('Se liberó un horario para ti');
  await phone.getByRole('button', { name: 'Tomar el horario' }).click();
  await expect(phone.getByTestId('waitlist-offer')).toContainText('¡El horario es tuyo!');
  await phone.screenshot({ path: '/tmp/online-claimed-phone.png', fullPage: true });
  await phone.goto(claimLink);
  await phone.getByRole('button', { name: 'Tomar el horario' }).click();
  await expect(phone.getByTestId('claim-refused')).toHaveText('Ya tienes una cita desde la lista de espera.');
});
