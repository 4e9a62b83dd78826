import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, itemsFilter as filter, getData as get, postData as post, signInAs } from './helpers';

// Issue 30's occupancy report (decision 058): two rooms of a run's own at Sede Usaquén, one with
// its own hours (Mondays 13:00-19:00), three one-hour bookings on a Monday far ahead, then the
// report "Ocupación de cabinas y equipos" from the reports index, at 1366x900 and 390x844; and the
// room's hours in "Cabinas y equipos".
const unique = Date.now().toString().slice(-6);
const SITE = 'Sede Usaquén';
const ROOM_A = `Sala A ${unique}`;
const ROOM_B = `Sala B ${unique}`;

function freeMonday(): string {
  const day = new Date(`${e2eToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * (6 + (Number(unique) % 30)));
  while (day.getUTCDay() !== 1) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}
const DAY = freeMonday();

const shoot = async (page: Page, name: string) => {
  for (const size of [
    { label: 'desktop', width: 1366, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/occupancy-${name}-${size.label}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('the occupancy of rooms: hours booked over hours open, opened from the reports index', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const [site] = await get<{ id: number }[]>(
    page,
    `/api/items/site?fields[]=id&${filter({ name: { _eq: SITE } })}`,
  );
  await post(page, '/api/items/resource', { name: ROOM_A, kind: 'sala', site_id: site.id });
  await post(page, '/api/items/resource', {
    name: ROOM_B,
    kind: 'sala',
    site_id: site.id,
    resource_availability: [{ weekday: 1, start_time: '13:00', end_time: '19:00' }],
  });
  const specialists = await get<{ id: number }[]>(
    page,
    `/api/items/specialist?fields[]=id&sort[]=name&limit=2&${filter({
      _and: [
        { is_active: { _eq: true } },
        { specialist_availability: { _some: { site_id: { _eq: site.id }, weekday: { _eq: 1 } } } },
      ],
    })}`,
  );
  expect(specialists).toHaveLength(2);
  const service = await post<{ id: number }>(page, '/api/items/service', {
    name: `Ritual en sala ${unique}`,
    duration: 60,
    online_booking: false,
    service_site_price: [{ site_id: site.id, price: 90000 }],
    service_specialist: specialists.map((specialist) => ({ specialist_id: specialist.id })),
    service_resource_need: [{ kind: 'sala', whole_duration: true }],
  });
  // Three bookings at the first free times the desk offers: the rooms fill in name order.
  for (let n = 0; n < 3; n++) {
    const answer = await get<{
      days: { slots: { start: string; services: { specialist_id: number; resource_ids?: number[] }[] }[] }[];
    }>(page, `/api/calendar/availability?site_id=${site.id}&service_ids=${service.id}&from=${DAY}&to=${DAY}`);
    const [slot] = answer.days[0].slots;
    const client = await post<{ id: number }>(page, '/api/items/client', {
      first_name: 'Sala',
      last_name: `${unique}-${n}`,
    });
    await post(page, '/api/calendar/reservations', {
      site_id: site.id,
      date: DAY,
      client_id: client.id,
      services: [{ service_id: service.id, specialist_id: slot.services[0].specialist_id, time: slot.start }],
    });
  }

  // The reports index lists it among the appointment reports; it opens with its table.
  await page.goto('/reports');
  const group = page.getByTestId('report-group-appointment');
  await group.getByRole('link', { name: 'Ocupación de cabinas y equipos' }).click();
  await expect(page).toHaveURL(/\/reports\/appointment\/resourceOccupancy\//);
  await page.goto(`/reports/appointment/resourceOccupancy/general?from=${DAY}&to=${DAY}&site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Ocupación de cabinas y equipos', level: 1 })).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
  for (const name of [ROOM_A, ROOM_B]) {
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  }
  // Sala B opens six hours that Monday (its own hours within the site's 09:00-19:00).
  await expect(table.getByRole('row').filter({ hasText: ROOM_B })).toContainText('6h');
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await shoot(page, 'report');

  // Its hours in "Cabinas y equipos", with the week editor.
  await page.goto('/settings/service/resources');
  await page.getByPlaceholder('Buscar por nombre').fill(ROOM_B);
  await page.getByRole('button', { name: `Editar ${ROOM_B}` }).click();
  const hours = page.getByRole('dialog').getByTestId('resource-hours');
  await expect(hours.getByTestId('weekday-1')).toContainText('1:00 PM – 7:00 PM');
  await expect(hours.getByTestId('weekday-2')).toContainText('Cerrado');
  await shoot(page, 'hours');
});
