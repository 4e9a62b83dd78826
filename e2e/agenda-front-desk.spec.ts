import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

// Issue 27, the agenda: what a receptionist trips over in her first week. Statuses at a glance
// on short cards, cancelled appointments out of the way, the week at 1366 px, durations as
// 'Xh Ymin' with prices in the picker, a form that asks before losing what was typed, the app
// bar's search, and online bookings in the bell. Screenshots in /tmp/agenda-*.png.
const stamp = Date.now().toString().slice(-7);

// A Monday weeks ahead (past the demo's bookings), this run's own.
function monday(weeksAhead: number): string {
  const today = e2eToday();
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * weeksAhead);
  while (day.getUTCDay() !== 1) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}
// Inside the demo company's 60 days of online booking.
const DAY = monday(3 + (Number(stamp) % 4));

// Three visitors book online at the Chapinero site through the public page's API.
async function bookOnline(page: Page, who: string, time: string) {
  const company = await page.request.get('/api/items/subscriber_owner_company?fields=public_slug');
  const slug = (await company.json()).data[0].public_slug as string;
  const services = await page.request.get(
    `/api/items/service?fields=id,name&filter=${encodeURIComponent(JSON.stringify({ name: { _eq: 'Corte dama' } }))}`,
  );
  const serviceId = (await services.json()).data[0].id as number;
  const booked = await page.request.post(`/api/public/booking/${slug}/reservations`, {
    // A write from the app's own origin (the signed-in cookie rides along).
    headers: {
      origin: new URL(page.url()).origin,
      'x-forwarded-for': `10.27.${Number(stamp) % 200}.${time.slice(0, 2)}`,
    },
    data: {
      site_id: 1,
      service_ids: [serviceId],
      specialist_id: null,
      date: DAY,
      time,
      first_name: who,
      last_name: `Agenda${stamp}`,
      phone: `+57 315${stamp}${time.slice(0, 1)}`.slice(0, 17),
      email: `${who.toLowerCase()}-${stamp}@correo.test`,
      privacy_consent: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return (await booked.json()).data.reservation_id as number;
}

test.describe.configure({ mode: 'serial' });

test('online bookings reach the bell and open on the agenda, whose cards show their status at a glance', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const ids = [];
  for (const [who, time] of [
    ['Ana', '09:00'],
    ['Bea', '09:15'],
    ['Cata', '09:30'],
  ]) {
    ids.push(await bookOnline(page, who, time));
  }
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  const list = page.getByTestId('notifications-list');
  await expect(list.getByText('Nueva reserva en línea')).toHaveCount(3);
  await expect(list.getByText('No hay avisos.')).toHaveCount(0);
  await expect(list).toContainText(`Cata Agenda${stamp}`);
  await page.screenshot({ path: '/tmp/agenda-bell.png' });
  await list
    .locator('[data-testid^="notification-"]', { hasText: `Cata Agenda${stamp}` })
    .getByRole('link', { name: 'Ver cita' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${DAY}`));
  const drawer = page.getByTestId('reservation-drawer');
  await expect(drawer.getByTestId('drawer-client')).toHaveText(`Cata Agenda${stamp}`);
  await expect(drawer).toContainText(/\dh \d+min/);
  await drawer.getByRole('button', { name: 'Cerrar' }).click();

  // Statuses on 45-minute cards: Cliente llegó and Inicio servicio wear their own marks.
  const card = (who: string) => page.locator('[data-event]', { hasText: `${who} Agenda${stamp}` });
  for (const [who, label, mark] of [
    ['Ana', 'Cliente llegó', 'Llegó'],
    ['Bea', 'Inicio servicio', 'En servicio'],
  ]) {
    await card(who).getByTestId('status-button').click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(card(who).getByTestId('status-mark')).toHaveText(mark);
  }
  await expect(card('Cata').getByTestId('status-mark')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/agenda-status-desktop.png' });

  // A cancelled one takes no place: it leaves the grid until asked for.
  await card('Cata').getByTestId('status-button').click();
  await page.getByRole('menuitem', { name: 'Cancelado' }).click();
  await expect(card('Cata')).toHaveCount(0);
  const toggle = page.getByTestId('toggle-cancelled');
  await expect(toggle).toContainText('cancelada');
  await toggle.click();
  await expect(card('Cata').getByTestId('status-mark')).toHaveText('Cancelada');
  await toggle.click();
  await expect(card('Cata')).toHaveCount(0);

  // The same marks on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/calendar?date=${DAY}`);
  await expect(page.getByTestId('phone-day-list')).toBeVisible();
  const phoneCard = page.locator('[data-testid^="phone-event-"]', { hasText: `Ana Agenda${stamp}` });
  for (const tab of await page.getByRole('tab').all()) {
    if (await phoneCard.isVisible()) {
      break;
    }
    await tab.click();
  }
  await expect(phoneCard.getByTestId('status-mark')).toHaveText('Cliente llegó');
  await page.screenshot({ path: '/tmp/agenda-status-phone.png' });
});

test('the search in the app bar finds a client and an appointment from anywhere and opens them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/products');
  const box = page.getByRole('combobox', { name: 'Buscar cliente o cita' });
  await box.fill(`Agenda${stamp}`);
  await expect(page.getByRole('option', { name: new RegExp(`Ana Agenda${stamp}`) }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/agenda-search-desktop.png' });
  // An appointment (its line names the service), then a client (hers, her e-mail).
  await page.getByRole('option', { name: new RegExp(`Ana Agenda${stamp}.*Corte dama`) }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${DAY}`));
  await expect(page.getByTestId('reservation-drawer').getByTestId('drawer-client')).toHaveText(
    `Ana Agenda${stamp}`,
  );
  await page.getByTestId('reservation-drawer').getByRole('button', { name: 'Cerrar' }).click();
  // A client, by e-mail.
  await box.fill(`bea-${stamp}@correo`);
  await page.getByRole('option', { name: new RegExp(`Bea Agenda${stamp}.*@correo`) }).click();
  await expect(page).toHaveURL(/\/client\/detail\/\d+/);

  // On a phone: a button opens it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('open-search').click();
  await page.getByRole('combobox', { name: 'Buscar cliente o cita' }).fill(`Agenda${stamp}`);
  await expect(page.getByRole('option', { name: new RegExp(`Ana Agenda${stamp}`) }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/agenda-search-phone.png' });
  await page.getByRole('option', { name: new RegExp(`Ana Agenda${stamp}.*Corte dama`) }).click();
  await expect(page.getByTestId('reservation-drawer').getByTestId('drawer-client')).toHaveText(
    `Ana Agenda${stamp}`,
  );
});

test('the week fits 1366 px; the booking picker shows price and Xh Ymin; typed data is never lost by accident', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  await page.goto(`/calendar?date=${DAY}&view=week`);
  const grid = page.getByTestId('calendar-grid');
  await expect(grid.locator('[data-testid^="column-header-"]')).toHaveCount(7);
  const gridBox = (await grid.boundingBox())!;
  const sunday = (await grid.locator('[data-testid^="column-header-"]').last().boundingBox())!;
  expect(sunday.x + sunday.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
  const button = (await page.getByTestId('new-booking').boundingBox())!;
  expect(button.height).toBeLessThan(44);
  await page.screenshot({ path: '/tmp/agenda-week-1366.png' });

  await page.getByTestId('new-booking').click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByRole('combobox', { name: 'Servicio' }).click();
  await expect(page.getByRole('option', { name: /^Corte dama · \$[\d.]+ · \dh \d+min$/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/agenda-picker.png' });
  // Escape on the open list closes the list, not the form.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cliente nuevo' }).click();
  await dialog.getByLabel('Nombre').fill('Perdida');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: '¿Descartar lo escrito?' });
  await expect(ask).toBeVisible();
  await page.screenshot({ path: '/tmp/agenda-discard.png' });
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Perdida');
  // A click outside asks too; Descartar closes.
  await page.mouse.click(5, 5);
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toHaveCount(0);

  // "Nuevo servicio" the same way.
  await page.goto('/services');
  await page.getByRole('button', { name: /Nuevo servicio/ }).click();
  const service = page.getByRole('dialog').filter({ hasText: 'Nuevo servicio' });
  await service.getByLabel('Nombre').first().fill('Servicio a medio escribir');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '¿Descartar lo escrito?' })).toBeVisible();
  await page.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(service.getByLabel('Nombre').first()).toHaveValue('Servicio a medio escribir');
});
