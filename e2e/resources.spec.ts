import type { Locator, Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import {
  AURORA_ADMIN,
  AURORA_RECEPTION,
  getData as api,
  itemsFilter as filter,
  sameOrigin as origin,
  signInAs,
} from './helpers';

// Issue 30, rooms and equipment (decision 053): two cabins made in "Cabinas y equipos", a service
// given a need of a cabin in its form, then booked twice at one time for two free specialists from
// the calendar (the drawer names Cabina 1 and Cabina 2) and a third time refused, naming the
// taken cabins.
const unique = Date.now().toString().slice(-6);
const SERVICE = `Facial cabina ${unique}`;
const SITE = 'Sede Chapinero';
const SLOT = 22;

// A Monday some weeks ahead, past the demo's bookings: a run's own day.
function freeMonday(): string {
  const day = new Date(`${e2eToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * (4 + (Number(unique) % 30)));
  while (day.getUTCDay() !== 1) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}
const DAY = freeMonday();

// focus: a part of a scrolling dialog to show at each size.
const shoot = async (page: Page, name: string, focus?: Locator) => {
  for (const size of [
    { label: 'desktop', width: 1366, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/resources-${name}-${size.label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

async function column(page: Page, name: string): Promise<Locator> {
  const header = page.locator('[data-testid^="column-header-"]', { hasText: name });
  const id = (await header.first().getAttribute('data-testid'))!.replace('column-header-', '');
  return page.getByTestId(`column-${id}`);
}
const offsetOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return ((h * 60 + m - 420) / 15) * SLOT + SLOT / 2;
};

async function book(page: Page, client: string, specialist: string) {
  const target = await column(page, specialist);
  await target.click({ position: { x: 30, y: offsetOf('10:00') } });
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByRole('button', { name: 'Cliente nuevo' }).click();
  await dialog.getByLabel('Nombre').fill(client);
  await dialog.getByLabel('Teléfono').fill('3001234567');
  const line = dialog.getByTestId('booking-line-0');
  await line.getByRole('combobox', { name: 'Servicio' }).fill(SERVICE);
  await page
    .getByRole('option', { name: new RegExp(`^${SERVICE} · `) })
    .first()
    .click();
  await expect(dialog.getByRole('combobox', { name: 'Hora' })).toHaveText('10:00 AM');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  return dialog;
}

test('two cabins, a service that needs one: two bookings at once hold each, a third is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  const [site] = await api<{ id: number }[]>(
    page,
    `/api/items/site?fields[]=id&${filter({ name: { _eq: SITE } })}`,
  );
  const specialists = await api<{ id: number; name: string }[]>(
    page,
    `/api/items/specialist?fields[]=id&fields[]=name&sort[]=name&limit=3&${filter({
      _and: [
        { is_active: { _eq: true } },
        // working at the site on Mondays
        { specialist_availability: { _some: { site_id: { _eq: site.id }, weekday: { _eq: 1 } } } },
      ],
    })}`,
  );
  expect(specialists).toHaveLength(3);
  const created = await page.request.post('/api/items/service', {
    data: {
      name: SERVICE,
      duration: 60,
      online_booking: false,
      service_site_price: [{ site_id: site.id, price: 80000 }],
      service_specialist: specialists.map((specialist) => ({ specialist_id: specialist.id })),
    },
    headers: origin(page),
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const serviceId = (await created.json()).data.id as number;

  // A run against a server an earlier run used: its cabins are retired first, so the site has
  // exactly the two this run makes.
  const earlier = await api<{ id: number }[]>(
    page,
    `/api/items/resource?fields[]=id&limit=-1&${filter({
      site_id: { _eq: site.id },
      kind: { _eq: 'cabina' },
      is_active: { _eq: true },
    })}`,
  );
  for (const { id } of earlier) {
    const retired = await page.request.patch(`/api/items/resource/${id}`, {
      data: { is_active: false },
      headers: origin(page),
    });
    expect(retired.ok(), await retired.text()).toBeTruthy();
  }

  // Cabinas y equipos: the settings index links it; two cabins at the site.
  await page.goto('/settings');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Cabinas y equipos/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/service\/resources$/);
  await expect(page.getByRole('heading', { name: 'Cabinas y equipos', level: 1 })).toBeVisible();
  for (const name of ['Cabina 1', 'Cabina 2']) {
    await page.getByTestId('new-resource').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).fill(name);
    const siteField = dialog.getByRole('combobox', { name: /^Sede/ });
    if ((await siteField.textContent())?.trim() !== SITE) {
      await siteField.click();
      await page.getByRole('option', { name: SITE, exact: true }).click();
    }
    if (name === 'Cabina 2') {
      await shoot(page, 'form');
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
  }
  const table = page.getByTestId('resource-table');
  await expect(table.getByRole('row', { name: /Cabina 1/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /Cabina 2/ }).first()).toBeVisible();
  await shoot(page, 'list');

  // The service needs a cabin for its whole duration ("Necesita" in its form).
  await page.goto('/services');
  await page.getByRole('textbox', { name: /Buscar/ }).fill(SERVICE);
  await page.getByRole('button', { name: `Editar ${SERVICE}` }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Agregar cabina o equipo' }).click();
  await form.getByRole('combobox', { name: /Cuándo \(1\)/ }).click();
  await page.getByRole('option', { name: 'Toda la duración' }).click();
  await shoot(page, 'service-needs', form.getByTestId('service-needs'));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  const needs = await api<{ kind: string; resource_id: number | null; whole_duration: boolean }[]>(
    page,
    `/api/items/service_resource_need?fields[]=kind&fields[]=resource_id&fields[]=whole_duration&${filter({
      service_id: { _eq: serviceId },
    })}`,
  );
  expect(needs).toEqual([{ kind: 'cabina', resource_id: null, whole_duration: true }]);

  // The front desk books it at 10:00 for two specialists: each booking holds a cabin.
  const desk = await (await browser.newContext()).newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await signInAs(desk, AURORA_RECEPTION);
  await desk.goto(`/calendar?date=${DAY}`);
  await expect(desk.getByTestId('calendar-grid')).toBeVisible();
  const drawer = desk.getByTestId('reservation-drawer');
  for (const [index, cabin] of ['Cabina 1', 'Cabina 2'].entries()) {
    const client = `Cabina${index}${unique}`;
    const dialog = await book(desk, client, specialists[index].name);
    await expect(desk.getByRole('alert').filter({ hasText: 'Reserva creada' }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await desk.locator('[data-event]', { hasText: client }).click();
    await expect(drawer.getByTestId('drawer-client')).toHaveText(client);
    await expect(drawer.locator('[data-testid^="drawer-resources-"]')).toHaveText(`Ocupa: ${cabin}`);
    if (index === 1) {
      await shoot(desk, 'drawer');
    }
    await desk.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // A third at the same time finds no cabin free: refused with the server's words.
  const third = await book(desk, `Sin cabina ${unique}`, specialists[2].name);
  await expect(
    desk
      .getByRole('alert')
      .or(third.getByTestId('booking-clashes'))
      .filter({ hasText: /No hay ninguna cabina libre a esa hora: 'Cabina 1' .*'Cabina 2'/ })
      .first(),
  ).toBeVisible();
  await expect(third).toBeVisible();
  await shoot(desk, 'refused');
});
