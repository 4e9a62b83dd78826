import type { Locator, Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import {
  AURORA_ADMIN,
  AURORA_RECEPTION,
  getData as api,
  itemsFilter as filter,
  sameOrigin as origin,
  postData as post,
  signInAs,
} from './helpers';

// Issue 30's agenda (decision 057): two cabins and a laser; a laser session booked at the desk
// takes a cabin, a massage at the same time the other, a third massage is refused naming both;
// the agenda by cabin and machine (kept in the address), a card naming what it holds, a drag to
// a time when the laser is taken refused with the server's words; the toggle on a phone.
const unique = Date.now().toString().slice(-6);
const SITE = 'Sede Chapinero';
const SLOT = 22;
const LASER = `Láser ${unique}`;

// A Tuesday some weeks ahead, past the demo's bookings and resources.spec's Mondays.
function freeTuesday(): string {
  const day = new Date(`${e2eToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * (5 + (Number(unique) % 30)));
  while (day.getUTCDay() !== 2) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}
const DAY = freeTuesday();

const shoot = async (page: Page, name: string) => {
  for (const size of [
    { label: 'desktop', width: 1366, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/resource-view-${name}-${size.label}.png`, fullPage: true });
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

async function book(page: Page, client: string, specialist: string, service: string) {
  const target = await column(page, specialist);
  await target.click({ position: { x: 30, y: offsetOf('10:00') } });
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByRole('button', { name: 'Cliente nuevo' }).click();
  await dialog.getByLabel('Nombre').fill(client);
  await dialog.getByLabel('Teléfono').fill('3001234567');
  const line = dialog.getByTestId('booking-line-0');
  await line.getByRole('combobox', { name: 'Servicio' }).fill(service);
  await page
    .getByRole('option', { name: new RegExp(`^${service} · `) })
    .first()
    .click();
  // The cabin is "Cualquiera" unless chosen by hand.
  await expect(line.getByTestId('booking-resource-0')).toContainText('Cualquiera');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  return dialog;
}

test('the agenda by cabin and machine: a laser session and a massage share the cabins, a third is refused, a drag onto the taken laser is refused', async ({
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
        { specialist_availability: { _some: { site_id: { _eq: site.id }, weekday: { _eq: 2 } } } },
      ],
    })}`,
  );
  expect(specialists).toHaveLength(3);
  // This run's resources only: earlier runs' are retired.
  const earlier = await api<{ id: number }[]>(
    page,
    `/api/items/resource?fields[]=id&limit=-1&${filter({ site_id: { _eq: site.id }, is_active: { _eq: true } })}`,
  );
  for (const { id } of earlier) {
    const retired = await page.request.patch(`/api/items/resource/${id}`, {
      data: { is_active: false },
      headers: origin(page),
    });
    expect(retired.ok(), await retired.text()).toBeTruthy();
  }
  const cabins: Record<string, number> = {};
  for (const name of ['Cabina A', 'Cabina B']) {
    cabins[name] = (
      await post<{ id: number }>(page, '/api/items/resource', { name, kind: 'cabina', site_id: site.id })
    ).id;
  }
  const laser = await post<{ id: number }>(page, '/api/items/resource', {
    name: LASER,
    kind: 'equipo',
    site_id: site.id,
  });
  const service = (name: string, duration: number, needs: unknown[], fields = {}) =>
    post<{ id: number }>(page, '/api/items/service', {
      name,
      duration,
      online_booking: false,
      service_site_price: [{ site_id: site.id, price: 90000 }],
      service_specialist: specialists.map((specialist) => ({ specialist_id: specialist.id })),
      service_resource_need: needs,
      ...fields,
    });
  const laserName = `Depilación ${unique}`;
  const massageName = `Masaje ${unique}`;
  const laserService = await service(laserName, 30, [
    { kind: 'equipo', resource_id: laser.id },
    { kind: 'cabina' },
  ]);
  await service(massageName, 60, [{ kind: 'cabina', whole_duration: true }]);

  const desk = await (await browser.newContext()).newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await signInAs(desk, AURORA_RECEPTION);
  await desk.goto(`/calendar?date=${DAY}`);
  await expect(desk.getByTestId('calendar-grid')).toBeVisible();
  const drawer = desk.getByTestId('reservation-drawer');

  // The laser session takes the laser and the first cabin; the massage the other cabin.
  for (const [index, [name, holds]] of [
    [laserName, `Ocupa: Cabina A, ${LASER}`],
    [massageName, 'Ocupa: Cabina B'],
  ].entries()) {
    const client = `Recurso${index}${unique}`;
    const dialog = await book(desk, client, specialists[index].name, name);
    await expect(desk.getByRole('alert').filter({ hasText: 'Reserva creada' }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = desk.locator('[data-event]', { hasText: client });
    await expect(card.getByTestId('event-resources')).toHaveText(holds.replace('Ocupa: ', ''));
    await card.click();
    for (const held of holds.replace('Ocupa: ', '').split(', ')) {
      await expect(drawer.locator('[data-testid^="drawer-resources-"]')).toContainText(held);
    }
    await desk.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  // A third massage at 10:00 finds no cabin: refused with the server's words.
  const third = await book(desk, `Sin cabina ${unique}`, specialists[2].name, massageName);
  await expect(
    desk
      .getByRole('alert')
      .or(third.getByTestId('booking-clashes'))
      .filter({ hasText: /No hay ninguna cabina libre a esa hora: 'Cabina A' .*'Cabina B'/ })
      .first(),
  ).toBeVisible();
  await third.getByRole('button', { name: 'Cancelar' }).click();
  const discard = desk.getByRole('button', { name: /Descartar/ });
  if (await discard.isVisible().catch(() => false)) {
    await discard.click();
  }

  // A second laser session at 11:00 with someone else (booked through the API).
  const client = await post<{ id: number }>(page, '/api/items/client', {
    first_name: `Láser2${unique}`,
    phone: '3007654321',
  });
  await post(page, '/api/calendar/reservations', {
    site_id: site.id,
    date: DAY,
    client_id: client.id,
    services: [{ service_id: laserService.id, specialist_id: specialists[2].id, time: '11:00' }],
  });

  // Issue 29's hint: a client with a package covering the massage; her visit's card is marked
  // and the drawer says what is left.
  const planName = `Plan masajes ${unique}`;
  const massage = await api<{ id: number }[]>(
    page,
    `/api/items/service?fields[]=id&${filter({ name: { _eq: massageName } })}`,
  );
  const plan = await post<{ id: number }>(page, '/api/items/session_package', {
    name: planName,
    sessions: 10,
    validity: null,
    validity_unit: 'months',
    services: [{ service_id: massage[0].id }],
    prices: [{ site_id: site.id, price: 500000 }],
  });
  const holder = await post<{ id: number }>(page, '/api/items/client', {
    first_name: `ConPlan${unique}`,
    phone: '3001112233',
  });
  await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: site.id, opening_amount: 100000 },
    headers: origin(page),
  });
  await post(page, '/api/sales/checkout', {
    site_id: site.id,
    client_id: holder.id,
    lines: [{ package: plan.id }],
    payments: [{ amountPay: 500000, paymentMethod: 'efectivo' }],
  });
  await post(page, '/api/calendar/reservations', {
    site_id: site.id,
    date: DAY,
    client_id: holder.id,
    services: [{ service_id: massage[0].id, specialist_id: specialists[0].id, time: '12:00' }],
  });
  const covered = desk.locator('[data-event]', { hasText: `ConPlan${unique}` });
  await expect(covered.getByRole('img', { name: 'Plan: quedan 10 de 10' })).toBeVisible();
  await covered.click();
  await expect(drawer.getByTestId('drawer-plan')).toHaveText(`Plan: quedan 10 de 10 · ${planName}`);
  await desk.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The agenda by cabin and machine: the toggle, kept in the address.
  await desk.getByTestId('columns-toggle').getByRole('button', { name: 'Cabinas y equipos' }).click();
  await expect(desk).toHaveURL(/by=resources/);
  await expect(desk.getByTestId(`column-header-r${laser.id}`)).toHaveText(new RegExp(LASER));
  const laserColumn = desk.getByTestId(`column-r${laser.id}`);
  await expect(laserColumn.locator('[data-event]')).toHaveCount(2);
  await expect(
    (await column(desk, 'Cabina A')).locator('[data-event]', { hasText: `Recurso0${unique}` }),
  ).toBeVisible();
  await expect(
    (await column(desk, 'Cabina B')).locator('[data-event]', { hasText: `Recurso1${unique}` }),
  ).toBeVisible();
  await desk.reload();
  await expect(desk.getByTestId(`column-r${laser.id}`).locator('[data-event]')).toHaveCount(2);
  await shoot(desk, 'agenda');

  // A drag of the 11:00 laser session up to 10:00, when the laser is taken: refused, named.
  const late = laserColumn.locator('[data-event]', { hasText: `Láser2${unique}` });
  const box = (await late.boundingBox())!;
  await desk.mouse.move(box.x + box.width / 2, box.y + 8);
  await desk.mouse.down();
  await desk.mouse.move(box.x + box.width / 2, box.y + 8 - 2 * SLOT, { steps: 5 });
  await desk.mouse.move(box.x + box.width / 2, box.y + 8 - 4 * SLOT, { steps: 5 });
  await desk.mouse.up();
  await expect(
    desk
      .getByRole('alert')
      .filter({ hasText: `El equipo '${LASER}' está ocupado de 10:00 a 10:30.` })
      .first(),
  ).toBeVisible();
  await expect(late).toContainText('11:00');
  await shoot(desk, 'refused-drag');

  // The drawer changes the massage's cabin: Cabina A is taken at 10:00 by the laser session, so
  // only its own is offered; at 11:00 (after the laser session) it may take Cabina A.
  await desk
    .locator('[data-event]', { hasText: `Recurso1${unique}` })
    .first()
    .click();
  const select = drawer.locator('[data-testid$="-cabina"]').first();
  await select.getByRole('combobox').click();
  await expect(desk.getByRole('option')).toHaveText(['Cabina B']);
  await desk.keyboard.press('Escape');
  await desk.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A colour at 14:00 keeps Cabina A only in its busy parts (14:00-14:15, 14:45-15:00): a laser
  // session in its processing gap (14:15) in Cabina B is offered Cabina A too, and takes it.
  const colour = await service(`Color ${unique}`, 60, [{ kind: 'cabina' }], {
    active_minutes: 15,
    processing_minutes: 30,
    finishing_minutes: 15,
  });
  for (const [index, [serviceId, time, cabin]] of [
    [colour.id, '14:00', 'Cabina A'] as const,
    [laserService.id, '14:15', 'Cabina B'] as const,
  ].entries()) {
    const guest = await post<{ id: number }>(page, '/api/items/client', {
      first_name: `Pausa${index}${unique}`,
      phone: '3009876543',
    });
    await post(page, '/api/calendar/reservations', {
      site_id: site.id,
      date: DAY,
      client_id: guest.id,
      services: [
        { service_id: serviceId, specialist_id: specialists[index].id, time, resource_ids: [cabins[cabin]] },
      ],
    });
  }
  const inGap = desk.locator('[data-event]', { hasText: `Pausa1${unique}` }).first();
  await inGap.click();
  const gapSelect = drawer.locator('[data-testid$="-cabina"]').first();
  await gapSelect.getByRole('combobox').click();
  await expect(desk.getByRole('option')).toHaveText(['Cabina A', 'Cabina B']);
  await shoot(desk, 'gap-cabins');
  const cabinA = desk.getByRole('option', { name: 'Cabina A' });
  if (!(await cabinA.isVisible())) {
    await gapSelect.getByRole('combobox').click();
  }
  await cabinA.click();
  await expect(drawer.locator('[data-testid^="drawer-resources-"]')).toContainText('Cabina A');
  await desk.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A phone: the toggle and a list per cabin.
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(desk.getByTestId('phone-day-list')).toBeVisible();
  // Three laser sessions: 10:00, 11:00 and the one in the colour's gap.
  await expect(desk.getByRole('tab', { name: new RegExp(`^${LASER} \\(3\\)`) })).toBeVisible();
  await desk.getByTestId('columns-toggle').getByRole('button', { name: 'Especialistas' }).click();
  await expect(desk).not.toHaveURL(/by=resources/);
  await expect(desk.getByRole('tab', { name: new RegExp(`^${specialists[0].name}`) })).toBeVisible();
  await desk.screenshot({ path: '/tmp/resource-view-phone-specialists.png', fullPage: true });
  await desk.getByTestId('columns-toggle').getByRole('button', { name: 'Cabinas y equipos' }).click();
  await expect(desk).toHaveURL(/by=resources/);
  await desk.screenshot({ path: '/tmp/resource-view-phone-resources.png', fullPage: true });
});
