import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, AURORA_RECEPTION, signInAs, typeDate } from './helpers';

// Issue 27, the last of the front desk: the sales list's filter dates read as the reports read
// them, typed data never lost by accident (desktop and phone), the bell for the receptionist,
// and the agenda's week link on a phone. Screenshots in /tmp/finish-*.png.
//
// The days come from the business clock (e2e/fixtures.ts) and, for sales, from the data.
const stamp = Date.now().toString().slice(-7);
const PHONE = { width: 390, height: 844 };

const siteToday = () => e2eToday();
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

// Nothing wider than the screen: no unhinted sideways scroll.
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('the sales list filters a day as the site’s own day, through the spec’s filter date', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  // The latest day of the last month with sales (the demo's charges go through the drawer).
  const latest = await page.request.get(
    `/api/sales?from=${addDays(siteToday(), -30)}&to=${siteToday()}&limit=1`,
  );
  expect(latest.ok(), await latest.text()).toBeTruthy();
  const day = (await latest.json()).data.data[0].day as string;
  const expected = (await (await page.request.get(`/api/sales?from=${day}&to=${day}&limit=100`)).json()).data;

  await page.goto('/sales/sales');
  const filters = page.getByTestId('sales-filters');
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/api/sales?') && request.url().includes(`to=${day}T00%3A00%3A00.000Z`),
  );
  await typeDate(filters.getByRole('group', { name: 'Hasta' }), day);
  await typeDate(filters.getByRole('group', { name: 'Desde' }), day);
  await asked;
  const [year, month, date] = day.split('-');
  const shown = new Intl.DateTimeFormat('es-CO', { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))))
    .replace('.', '');
  const label = `${date} ${shown.charAt(0).toUpperCase()}${shown.slice(1)} ${year}`;
  const rows = page.getByTestId('sales-table').locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(25, expected.meta.filter_count));
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain(label);
  }
  await page.screenshot({ path: '/tmp/finish-sales-day.png' });
});

test('typed data asks before it is lost: client, promotion; an open list or calendar closes alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const ask = page.getByRole('dialog', { name: '¿Descartar lo escrito?' });

  await page.goto('/client');
  await page.getByTestId('new-client').click();
  const client = page.getByRole('dialog').filter({ hasText: 'Nuevo cliente' });
  // Nothing typed: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(client).toHaveCount(0);
  await page.getByTestId('new-client').click();
  await client.getByLabel(/^Nombres/).fill(`Perdida ${stamp}`);
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await page.screenshot({ path: '/tmp/finish-discard-client.png' });
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(client.getByLabel(/^Nombres/)).toHaveValue(`Perdida ${stamp}`);
  await page.mouse.click(5, 5);
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(client).toHaveCount(0);

  await page.goto('/promotions');
  await page.getByTestId('new-promotion').click();
  const promotion = page.getByRole('dialog').filter({ hasText: 'Nueva promoción' });
  await promotion.getByLabel(/^Nombre/).fill(`Promo perdida ${stamp}`);
  // Escape on an open list closes the list only.
  await promotion.getByRole('combobox', { name: 'Sedes' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(ask).toHaveCount(0);
  await expect(promotion).toBeVisible();
  // And on an open calendar of a date field.
  await promotion
    .getByRole('button', { name: /^Elige fecha/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').filter({ has: page.getByRole('grid') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(ask).toHaveCount(0);
  await expect(promotion.getByLabel(/^Nombre/)).toHaveValue(`Promo perdida ${stamp}`);
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(promotion).toHaveCount(0);
});

test('on a phone, a full-screen form asks too, and a week link shows the agenda that fits', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/client');
  await page.getByTestId('new-client').click();
  const client = page.getByRole('dialog').filter({ hasText: 'Nuevo cliente' });
  await client.getByLabel(/^Nombres/).fill(`Teléfono ${stamp}`);
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: '¿Descartar lo escrito?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Seguir editando' })).toBeInViewport();
  await expect(ask.getByRole('button', { name: 'Descartar' })).toBeInViewport();
  // A card over the form, not a second full screen.
  expect((await ask.boundingBox())!.height).toBeLessThan(400);
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/finish-phone-discard.png' });
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(client).toHaveCount(0);

  // A week's link opened on a phone: the day's agenda, whole on the screen.
  const day = siteToday();
  await page.goto(`/calendar?date=${day}&view=week`);
  await expect(page.getByTestId('calendar-date')).toHaveAttribute('data-shown', day);
  await expect(page.getByTestId('calendar-date')).toContainText(
    /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) /,
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/finish-phone-week.png' });
  await page.getByRole('button', { name: 'Día siguiente' }).click();
  await expect(page.getByTestId('calendar-date')).toHaveAttribute('data-shown', addDays(day, 1));
  await expectNoSidewaysScroll(page);
});

test('an online booking reaches the bell of the site’s receptionist, who marks it read', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_RECEPTION);
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();
  const [site] = (await (await page.request.get('/api/items/site?fields[]=id&sort[]=id&limit=1')).json())
    .data;
  const company = await page.request.get('/api/items/subscriber_owner_company?fields=public_slug');
  const slug = (await company.json()).data[0].public_slug as string;
  const services = await page.request.get(
    `/api/items/service?fields=id&filter=${encodeURIComponent(JSON.stringify({ name: { _eq: 'Corte dama' } }))}`,
  );
  const serviceId = (await services.json()).data[0].id as number;
  let booked = false;
  // A free hour two to five weeks ahead (the demo's own bookings fill some).
  for (let days = 15 + (Number(stamp) % 20); days < 58 && !booked; days += 1) {
    const answer = await page.request.post(`/api/public/booking/${slug}/reservations`, {
      headers: {
        origin: new URL(page.url()).origin,
        'x-forwarded-for': `10.28.${Number(stamp) % 200}.${days}`,
      },
      data: {
        site_id: site.id,
        service_ids: [serviceId],
        specialist_id: null,
        date: addDays(siteToday(), days),
        time: '10:00',
        first_name: 'Recepción',
        last_name: `Campana${stamp}`,
        phone: `+57 316${stamp}`,
        email: `campana-${stamp}@correo.test`,
        privacy_consent: true,
      },
    });
    booked = answer.status() === 200;
  }
  expect(booked).toBe(true);
  // The bell checks every minute; a reload asks at once.
  await page.reload();
  await bell.click();
  const notice = page.getByRole('presentation').getByText(`Recepción Campana${stamp}`, { exact: false });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: '/tmp/finish-reception-bell.png' });
  await page.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(page.getByRole('button', { name: 'Marcar todo como leído' })).toHaveCount(0);
});
