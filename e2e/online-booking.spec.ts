import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
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

async function publicSlug(page: Page) {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/onlineBooking');
  const field = page.getByLabel('Dirección pública');
  await expect(field).not.toHaveValue('');
  return field.inputValue();
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
      slug = await publicSlug(page);
      expect(slug).toBe('aurora-spa');
      const visitorPage = await (
        await browser.newContext({ viewport: { width: 390, height: 844 } })
      ).newPage();
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
      await visitorPage.getByTestId('booking-next').click();
      const confirmed = visitorPage.getByTestId('booking-confirmed');
      await expect(confirmed).toContainText('¡Reserva confirmada!');
      await expect(confirmed).toContainText('Corte dama');
      await expect(confirmed).toContainText('Sede Chapinero');
      await visitorPage.screenshot({ path: '/tmp/online-book-confirmed-phone.png', fullPage: true });

      const mail = await waitForMail(visitor.email, /Cita confirmada/);
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
      await expect(booking.getByTestId('booking-when')).not.toHaveText(before);
      await waitForMail(visitor.email, /Cita cambiada/);
    });
  });
