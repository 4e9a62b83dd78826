import type { Browser, Locator, Page } from '@playwright/test';
import { e2eNow, e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, AURORA_RECEPTION, signInAs, typeDate } from './helpers';

const unique = Date.now().toString().slice(-6);
const SLOT = 22;

// A Monday three weeks or more ahead on the salon's wall clock: past the demo's bookings (the
// next 14 days), a day the Chapinero site and its specialists work; a run's own week, so runs
// against one server do not meet.
function freeMonday(): string {
  const today = e2eToday();
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * (3 + (Number(unique) % 30)));
  while (day.getUTCDay() !== 1) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}
const DAY = freeMonday();

async function openDay(page: Page, date = DAY) {
  await page.goto(`/calendar?date=${date}`);
  await expect(page.getByTestId('calendar-grid').or(page.getByTestId('phone-day-list'))).toBeVisible();
}

async function column(page: Page, name: string): Promise<Locator> {
  const header = page.locator('[data-testid^="column-header-"]', { hasText: name });
  const id = (await header.getAttribute('data-testid'))!.replace('column-header-', '');
  return page.getByTestId(`column-${id}`);
}

// The offset of a time inside a column (07:00 is the top).
const offsetOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return ((h * 60 + m - 420) / 15) * SLOT + SLOT / 2;
};

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

async function chooseService(page: Page, line: Locator, name: string) {
  await line.getByRole('combobox', { name: 'Servicio' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name} · `) })
    .first()
    .click();
}

function eventOf(scope: Locator | Page, client: string) {
  return scope.locator('[data-event]', { hasText: client });
}

const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function bookNewClient(
  page: Page,
  name: string,
  specialist: string,
  time: string,
  service = 'Cepillado',
) {
  const target = await column(page, specialist);
  await target.click({ position: { x: 30, y: offsetOf(time) } });
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByRole('button', { name: 'Cliente nuevo' }).click();
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Teléfono').fill('3001234567');
  await chooseService(page, dialog.getByTestId('booking-line-0'), service);
  return dialog;
}

test.describe.configure({ mode: 'serial' });

test('book a new client from an empty slot; the event shows in the specialist colour', async ({ page }) => {
  await signInAs(page, AURORA_RECEPTION);
  await openDay(page);
  await expect(page.getByText('7:00 AM', { exact: true })).toBeVisible();
  await expect(page.getByText('11:45 PM', { exact: true })).toBeAttached();
  const dialog = await bookNewClient(page, `Nueva${unique}`, 'María', '10:00');
  await expect(dialog.getByRole('combobox', { name: 'Especialista' })).toHaveText('María');
  await expect(dialog.getByRole('combobox', { name: 'Hora' })).toHaveText('10:00 AM');
  await expect(dialog.getByTestId('line-price-0')).toContainText('$');
  await dialog.getByLabel('Notas').fill('Prefiere agua sin gas');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(alert(page, 'Reserva creada')).toBeVisible();
  const event = eventOf(await column(page, 'María'), `Nueva${unique}`);
  await expect(event).toBeVisible();
  await expect(event).toContainText('10:00 AM');
  await expect(event).toHaveAttribute('data-status', 'confirmada');

  // The drawer: client, notes, WhatsApp with the day, time and place, Cobrar hands over.
  await event.click();
  const drawer = page.getByTestId('reservation-drawer');
  await expect(drawer.getByTestId('drawer-client')).toHaveText(`Nueva${unique}`);
  await expect(drawer.getByText('Prefiere agua sin gas')).toBeVisible();
  const whatsapp = await drawer.getByTestId('whatsapp-link').getAttribute('href');
  expect(whatsapp).toContain('https://wa.me/573001234567?text=');
  expect(decodeURIComponent(whatsapp!)).toContain('10:00 AM en Sede Chapinero');
  const reservationId = (await drawer.getByRole('heading').textContent())!.replace(/\D/g, '');
  await drawer.getByRole('button', { name: 'Cobrar' }).click();
  await expect(page).toHaveURL(/\/sales\/sales/);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: `Cobrar reserva #${reservationId}` }),
  ).toBeVisible();
});

test('a cold /calendar asks for its day once, before the bell, and draws it', async ({ browser }) => {
  // A signed-in receptionist opens the calendar in a new tab: the day is asked as soon as the
  // sites are known (decision 046), read once (the page finds it in the cache), and the bell's
  // reads wait until the day is drawn.
  const context = await browser.newContext();
  const signIn = await context.newPage();
  await signInAs(signIn, AURORA_RECEPTION);
  await signIn.close();
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes('/items/service_reservation_service?') && url.includes(`"_eq":"${DAY}"`)) {
      asked.push('day');
    } else if (url.includes('/items/notification')) {
      asked.push('bell');
    }
  });
  await openDay(page);
  await expect(page.getByTestId('calendar-grid').or(page.getByTestId('phone-day-list'))).toBeVisible();
  await expect.poll(() => asked.filter((item) => item === 'bell').length).toBeGreaterThan(0);
  expect(asked.filter((item) => item === 'day')).toEqual(['day']);
  expect(asked.indexOf('day')).toBeLessThan(asked.indexOf('bell'));
  await context.close();
});

test('a multi-service booking of an existing client runs its services one after the other', async ({
  page,
}) => {
  await signInAs(page, AURORA_RECEPTION);
  await openDay(page);
  await page.getByTestId('new-booking').click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByRole('combobox', { name: 'Buscar cliente por nombre o teléfono' }).fill(`Nueva${unique}`);
  await page.getByRole('option', { name: new RegExp(`Nueva${unique}`) }).click();
  await expect(dialog.getByTestId('client-balance')).toBeVisible();
  const first = dialog.getByTestId('booking-line-0');
  await chooseService(page, first, 'Cepillado');
  await pick(page, first, 'Especialista', 'Sofía');
  await pick(page, first, 'Hora', '3:00 PM');
  await dialog.getByRole('button', { name: 'Agregar servicio' }).click();
  const second = dialog.getByTestId('booking-line-1');
  await expect(second.getByRole('combobox', { name: 'Hora' })).toHaveText('Seguido del anterior');
  await chooseService(page, second, 'Cepillado');
  await expect(dialog.getByTestId('line-price-1')).toContainText('PM');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(alert(page, 'Reserva creada')).toBeVisible();
  const events = eventOf(await column(page, 'Sofía'), `Nueva${unique}`);
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText('3:00 PM');
  const firstBox = (await events.nth(0).boundingBox())!;
  const secondBox = (await events.nth(1).boundingBox())!;
  expect(Math.abs(secondBox.y - (firstBox.y + firstBox.height))).toBeLessThan(6);
});

test('drag to another specialist, resize, and a refused drop returns with the server message', async ({
  page,
}) => {
  await signInAs(page, AURORA_RECEPTION);
  await openDay(page);
  const maria = await column(page, 'María');
  const sofia = await column(page, 'Sofía');
  const event = eventOf(maria, `Nueva${unique}`);
  const from = (await event.boundingBox())!;
  const to = (await sofia.boundingBox())!;
  // 10:00 with María -> 11:00 with Sofía.
  await page.mouse.move(from.x + 20, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
  await page.mouse.move(to.x + 40, from.y + 8 + 4 * SLOT, { steps: 8 });
  await page.mouse.up();
  await expect(alert(page, 'Cita movida')).toBeVisible();
  const moved = eventOf(sofia, `Nueva${unique}`).filter({ hasText: '11:00 AM' });
  await expect(moved).toBeVisible();
  await expect(eventOf(maria, `Nueva${unique}`)).toHaveCount(0);

  // Resize: two slots longer.
  const before = (await moved.boundingBox())!;
  const handle = moved.getByTestId('resize-handle');
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + 20, grip.y + 3);
  await page.mouse.down();
  await page.mouse.move(grip.x + 20, grip.y + 3 + SLOT, { steps: 3 });
  await page.mouse.move(grip.x + 20, grip.y + 3 + 2 * SLOT, { steps: 3 });
  await page.mouse.up();
  await expect(alert(page, 'Cita movida')).toHaveCount(2);
  await expect
    .poll(async () => (await moved.boundingBox())!.height)
    .toBeGreaterThan(before.height + 2 * SLOT - 4);

  // Onto the 3:00 PM booking of the same specialist: refused, named, and back at 11:00.
  const now = (await moved.boundingBox())!;
  await page.mouse.move(now.x + 20, now.y + 8);
  await page.mouse.down();
  await page.mouse.move(now.x + 20, now.y + 40, { steps: 4 });
  await page.mouse.move(now.x + 20, now.y + 8 + 16 * SLOT, { steps: 8 });
  await page.mouse.up();
  await expect(alert(page, /ya atiende a/)).toBeVisible();
  await expect(eventOf(sofia, `Nueva${unique}`).filter({ hasText: '11:00 AM' })).toBeVisible();
});

test('a clash is refused with its message when booking', async ({ page }) => {
  await signInAs(page, AURORA_RECEPTION);
  await openDay(page);
  // The slot is taken: the booking starts from the toolbar.
  await page.getByTestId('new-booking').click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByRole('button', { name: 'Cliente nuevo' }).click();
  await dialog.getByLabel('Nombre').fill(`Choque${unique}`);
  await dialog.getByLabel('Teléfono').fill('3001234567');
  const line = dialog.getByTestId('booking-line-0');
  await chooseService(page, line, 'Cepillado');
  await pick(page, line, 'Especialista', 'Sofía');
  await pick(page, line, 'Hora', '3:00 PM');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(dialog.getByTestId('booking-clashes')).toContainText(`ya atiende a Nueva${unique}`);
  // Repeated every week for three weeks: every date is checked first and the clash is listed.
  await dialog.getByRole('checkbox', { name: 'Repetir' }).check();
  const [year, month, day] = DAY.split('-').map(Number);
  const until = new Date(Date.UTC(year, month - 1, day + 14)).toISOString().slice(0, 10);
  await typeDate(dialog.getByRole('group', { name: 'Hasta' }), until);
  await dialog.getByRole('button', { name: 'Revisar fechas' }).click();
  await expect(dialog.getByTestId('booking-clashes').getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByTestId('booking-clashes')).toContainText(`ya atiende a Nueva${unique}`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(eventOf(page, `Choque${unique}`)).toHaveCount(0);
});

test('every status from the event in two clicks, each with its own look', async ({ page }) => {
  await signInAs(page, AURORA_RECEPTION);
  await openDay(page);
  const event = eventOf(await column(page, 'Sofía'), `Nueva${unique}`).filter({ hasText: '11:00 AM' });
  for (const [label, value] of [
    ['Cliente llegó', 'cliente_llego'],
    ['Inicio servicio', 'inicio_servicio'],
    ['No llegó', 'no_llego'],
    ['Cancelado', 'cancelado'],
    ['Confirmada', 'confirmada'],
  ]) {
    await event.getByTestId('status-button').click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(alert(page, 'Cambios guardados correctamente').last()).toBeVisible();
    if (value === 'cancelado') {
      // A cancelled appointment leaves the grid until the cancelled are shown.
      await expect(event).toHaveCount(0);
      await page.getByTestId('toggle-cancelled').click();
    }
    await expect(event).toHaveAttribute('data-status', value);
  }
  // The keyboard way: the card's two buttons are reached with Tab; Enter opens the reservation,
  // and the status menu, whose items are chosen with the arrows.
  await event.getByTestId('open-reservation').focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('reservation-drawer');
  await expect(drawer.getByTestId('drawer-client')).toHaveText(`Nueva${unique}`);
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await event.getByTestId('status-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Confirmada' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Cliente llegó' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(event).toHaveAttribute('data-status', 'cliente_llego');
  // And back (the next journey expects it confirmed): the menu opens on the current status.
  await event.getByTestId('status-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Cliente llegó' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(event).toHaveAttribute('data-status', 'confirmada');
});

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  await openDay(page);
  return { context, page };
}

test('two receptionists see each other’s change within two seconds', async ({ browser }) => {
  const first = await signedIn(browser, AURORA_RECEPTION);
  const second = await signedIn(browser, AURORA_ADMIN);
  const mine = eventOf(await column(first.page, 'Sofía'), `Nueva${unique}`).filter({ hasText: '11:00 AM' });
  const theirs = eventOf(await column(second.page, 'Sofía'), `Nueva${unique}`).filter({
    hasText: '11:00 AM',
  });
  await expect(theirs).toHaveAttribute('data-status', 'confirmada');
  await mine.getByTestId('status-button').click();
  await first.page.getByRole('menuitem', { name: 'Cliente llegó' }).click();
  await expect(alert(first.page, 'Cambios guardados correctamente')).toBeVisible();
  await expect(theirs).toHaveAttribute('data-status', 'cliente_llego', { timeout: 2_000 });

  // A booking made in the second session appears in the first.
  const dialog = await bookNewClient(second.page, `Vivo${unique}`, 'María', '16:00');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(alert(second.page, 'Reserva creada')).toBeVisible();
  await expect(eventOf(first.page, `Vivo${unique}`)).toBeVisible({ timeout: 2_000 });
  await first.context.close();
  await second.context.close();
});

test('the receptionist blocks lunch from the calendar as a specialist absence', async ({ page }) => {
  await signInAs(page, AURORA_RECEPTION);
  await openDay(page);
  await page.getByRole('button', { name: 'Bloquear horario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear horario' });
  await pick(page, dialog, 'Especialista', 'María');
  await pick(page, dialog, 'Desde', '1:00 PM');
  await pick(page, dialog, 'Hasta', '2:00 PM');
  await dialog.getByLabel('Motivo').fill(`Almuerzo ${unique}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(alert(page, 'Horario bloqueado')).toBeVisible();
  const block = (await column(page, 'María')).locator('[data-block]', { hasText: `Almuerzo ${unique}` });
  await expect(block).toBeVisible();
  await block.getByRole('button', { name: 'Quitar bloqueo' }).click();
  await expect(alert(page, 'Bloqueo quitado')).toBeVisible();
  await expect(block).toHaveCount(0);
});

test('on a phone: a day list per specialist to book, change a status and open the drawer', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, AURORA_RECEPTION);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDay(page);
  const list = page.getByTestId('phone-day-list');
  await list.getByRole('tab', { name: /Sofía/ }).click();
  const item = list.locator('[data-testid^="phone-event-"]', { hasText: `Nueva${unique}` }).first();
  await expect(item).toBeVisible();
  await item.getByTestId('status-button').click();
  await page.getByRole('menuitem', { name: 'Inicio servicio' }).click();
  await expect(alert(page, 'Cambios guardados correctamente')).toBeVisible();
  await expect(item).toHaveAttribute('data-status', 'inicio_servicio');
  await item.getByRole('button').first().click();
  const drawer = page.getByTestId('reservation-drawer');
  await expect(drawer.getByRole('button', { name: 'Cobrar' })).toBeInViewport();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await list.getByRole('button', { name: 'Reservar con Sofía' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await expect(dialog.getByRole('button', { name: 'Reservar' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/calendar-phone-booking.png' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.screenshot({ path: '/tmp/calendar-phone.png' });
  await context.close();
});

// A large salon's day (the answers stand in for 40 specialists and 400 appointments; the render
// is the real one). How fast it renders is measured by bench/calendar-browser.ts on real data,
// never by a timed assertion here.
test('a day of 40 specialists and 400 appointments shows every appointment in its column', async ({
  page,
}) => {
  await signInAs(page, AURORA_RECEPTION);
  const date = '2030-01-07';
  const colors = ['#5D2784', '#88EAFA', '#FFD54F', '#E57373', '#81C784', '#212121'];
  const specialists = Array.from({ length: 40 }, (_, index) => ({
    id: 10_000 + index,
    name: `Especialista ${String(index + 1).padStart(2, '0')}`,
    color_in_reserve: colors[index % colors.length],
  }));
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = (minutes: number) => `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  const rows = Array.from({ length: 400 }, (_, index) => {
    const start = 8 * 60 + (index % 10) * 60;
    return {
      id: 900_000 + index,
      date,
      service_time: `${pad(Math.floor(start / 60))}:00:00`,
      duration: 45,
      start_at: stamp(start),
      end_at: stamp(start + 45),
      processing_start_at: null,
      processing_end_at: null,
      price: 40_000,
      specialist_id: 10_000 + (index % 40),
      service_id: { id: 1, name: 'Corte dama' },
      service_reservation_id: {
        id: 800_000 + index,
        status: ['confirmada', 'cliente_llego', 'inicio_servicio', 'no_llego', 'cancelado'][index % 5],
        notes: null,
        is_paid: false,
        client_id: { id: 1, first_name: 'Cliente', last_name: String(index), phone: null },
      },
    };
  });
  await page.route(/\/api\/items\/specialist\?/, (route) => route.fulfill({ json: { data: specialists } }));
  await page.route(/\/api\/items\/service_reservation_service\?/, (route) =>
    route.fulfill({ json: { data: rows } }),
  );
  // Every appointment drawn, the cancelled ones too.
  await page.goto(`/calendar?date=${date}&cancelled=1`);
  await expect(page.locator('[data-testid^="event-9"]')).toHaveCount(400);
  await expect(page.locator('[data-testid^="column-header-"]')).toHaveCount(40);
  await expect(page.getByTestId('column-header-10039')).toBeVisible();
});

test('the week of one specialist: seven days, the now line only in today’s column', async ({ page }) => {
  await signInAs(page, AURORA_RECEPTION);
  const zone = { timeZone: 'America/Bogota' };
  const today = e2eToday();
  await page.goto(`/calendar?date=${today}&view=week`);
  const grid = page.getByTestId('calendar-grid');
  await expect(grid.locator('[data-testid^="column-header-"]')).toHaveCount(7);
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(e2eNow())
    .split(':')
    .map(Number);
  const minutes = hour * 60 + minute;
  // The grid runs 07:00 to 24:00; outside it there is no line to draw.
  const expected = minutes >= 7 * 60 + 1 && minutes < 24 * 60 - 1 ? 1 : 0;
  await expect(page.getByTestId('now-line')).toHaveCount(expected);
  if (expected) {
    await expect(page.getByTestId(`column-${today}`).getByTestId('now-line')).toHaveCount(1);
  }
});
