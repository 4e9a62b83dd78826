import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs, typeDate } from './helpers';

// The demo's sales run over the last 90 days; its sites keep Bogotá's clock.
const bogotaToday = () => e2eToday();
const monthOf = (day: string, back = 0) => {
  const [year, month] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};
const pesos = (text: string) => Number(text.replace(/[^\d-]/g, ''));

// Read once the page shown is the one asked for (the table is busy while the next page loads).
async function bodyRows(page: Page) {
  await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
  return page
    .getByTestId('report-table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

async function totals(page: Page) {
  await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
  return (await page.getByTestId('report-totals').locator('td').allInnerTexts()).map((text) => text.trim());
}

async function download(page: Page, button: string) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await waiting;
  const chunks = await (await file.createReadStream()).toArray();
  return { name: file.suggestedFilename(), content: Buffer.concat(chunks) };
}

test('sales by month: filters in the URL, server sort, totals, CSV and Excel of the whole result, print, phone', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/reports');
  await page.getByTestId('report-group-sales').getByRole('link', { name: 'Ventas por mes' }).click();

  // This month of the site's clock, all my sites, written into the URL.
  const month = monthOf(bogotaToday());
  await expect(page).toHaveURL(
    new RegExp(`/reports/sales/salesMonth/general\\?from=${month.from}&to=${month.to}&site=0$`),
  );
  await expect(page.getByRole('heading', { name: 'Ventas por mes' })).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(1);
  const thisMonth = await totals(page);
  expect(thisMonth[0]).toBe('Total');
  expect(thisMonth[2]).toMatch(/^\$\d{1,3}(\.\d{3})*$/);

  // Three months: one row a month, the totals are the sum of the rows and include this month.
  const wider = monthOf(bogotaToday(), 2).from;
  await typeDate(page.getByTestId('report-from'), wider);
  await expect(page).toHaveURL(new RegExp(`from=${wider}&to=${month.to}&site=0$`));
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(3);
  const rows = await bodyRows(page);
  const sum = { sales: 0, total: 0 };
  for (const row of rows) {
    sum.sales += Number(row[1].replaceAll('.', ''));
    sum.total += pesos(row[2]);
  }
  const all = await totals(page);
  expect(Number(all[1].replaceAll('.', ''))).toBe(sum.sales);
  expect(pesos(all[2])).toBe(sum.total);
  expect(pesos(all[2])).toBeGreaterThanOrEqual(pesos(thisMonth[2]));
  expect(rows.map((row) => row[0])).toEqual([...rows.map((row) => row[0])].sort());

  // Sorting happens on the server and goes into the URL; a second click reverses.
  const header = page.getByTestId('report-table').getByRole('columnheader', { name: 'Total', exact: true });
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=total/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-total/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const sorted = (await bodyRows(page)).map((row) => pesos(row[2]));
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

  // The view ({tab}) is kept when a filter changes, and the filters when the view changes.
  await page.getByRole('tab', { name: 'Tabla' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/salesMonth/table\\?from=${wider}&to=${month.to}&site=0&sort=-total$`),
  );
  await expect(page.getByTestId('report-chart')).toHaveCount(0);
  await page.getByTestId('report-site').click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/\/salesMonth\/table\?from=.*&site=[1-9]\d*&sort=-total$/);
  await page.getByTestId('report-site').click();
  await page.getByRole('option', { name: 'Todas mis sedes' }).click();
  await expect(page).toHaveURL(/\/salesMonth\/table\?.*site=0/);
  await expect(page.getByTestId('report-totals')).toContainText(all[2]);

  // A bookmark opens the same report.
  await page.goto(page.url());
  await expect(page.getByTestId('report-totals')).toContainText(all[2]);

  // CSV: the header, the three months and the totals the screen shows.
  const csv = await download(page, 'Exportar a CSV');
  expect(csv.name).toBe(`ventas-por-mes_${wider}_${month.to}_todas-mis-sedes.csv`);
  const lines = csv.content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Mes,Ventas,Total,Ticket promedio');
  expect(lines).toHaveLength(5);
  expect(lines[4]).toBe(`Total,${sum.sales},${sum.total},`);

  // Excel: the same table as typed cells.
  const xlsx = await download(page, 'Exportar a Excel');
  expect(xlsx.name).toBe(`ventas-por-mes_${wider}_${month.to}_todas-mis-sedes.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Mes', 'Ventas', 'Total', 'Ticket promedio']);
  expect(sheet.rowCount).toBe(5);
  expect(sheet.getRow(5).values).toEqual([undefined, 'Total', sum.sales, sum.total]);

  // Print: the report alone, without the app bar, the menu, the filters or the buttons.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await page.screenshot({ path: '/tmp/repw-desktop.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar a CSV' })).toBeHidden();
  await expect(page.getByTestId('report-from')).toBeHidden();
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await page.screenshot({ path: '/tmp/repw-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Phone: filters stacked, nothing wider than the screen, the table scrolls inside its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('report-totals')).toBeVisible();
  const widest = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(widest).toBeLessThanOrEqual(390);
  const from = await page.getByTestId('report-from').boundingBox();
  const to = await page.getByTestId('report-to').boundingBox();
  expect(to?.y ?? 0).toBeGreaterThan((from?.y ?? 0) + (from?.height ?? 0) - 1);
  for (const name of ['Exportar a CSV', 'Exportar a Excel', 'Imprimir']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: '/tmp/repw-phone.png', fullPage: true });
});

test('a wide report scrolls inside its card on a phone, and a payment-method pie shows', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  const month = monthOf(bogotaToday());
  await page.goto(
    `/reports/sales/salesPaymentMethods/general?from=${monthOf(bogotaToday(), 2).from}&to=${month.to}&site=0`,
  );
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect(page.getByTestId('report-totals')).toBeVisible();
  const box = page.getByTestId('report-table-box');
  const sizes = await box.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/repw-phone-methods.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/repw-desktop-methods.png', fullPage: true });
});

test('participation reports send the specialist of the route and pick another keeping the filters; the index by section', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  const asked = page.waitForRequest((request) =>
    request.url().includes('/api/reports/specialistGeneralParticipation'),
  );
  await page.goto('/reports/specialist/specialistGeneralParticipation/4');
  const url = new URL((await asked).url());
  expect(url.searchParams.get('specialist_id')).toBe('4');
  expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
  expect(url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\.999Z$/);
  await expect(page.getByTestId('report-error').or(page.getByTestId('report-table'))).toBeVisible();
  await expect(page.getByTestId('report-subtitle')).not.toContainText('Especialista #4');

  // Picking a specialist keeps the filters and moves to that specialist's route; "all" leaves it.
  const search = new URL(page.url()).search;
  await page.getByTestId('report-specialist').click();
  const option = page.getByRole('option').nth(2);
  const name = ((await option.textContent()) ?? '').trim();
  const next = page.waitForRequest((request) => /specialist_id=(?!4\b)\d+/.test(request.url()));
  await option.click();
  await next;
  await expect(page).toHaveURL(
    (at) => /\/specialistGeneralParticipation\/\d+$/.test(at.pathname) && at.search === search,
  );
  await expect(page.getByTestId('report-subtitle')).toContainText(name);
  const everyone = page.waitForRequest(
    (request) =>
      request.url().includes('/api/reports/specialistGeneralParticipation') &&
      !request.url().includes('specialist_id'),
  );
  await page.getByTestId('report-specialist').click();
  await page.getByRole('option', { name: 'Todos los especialistas' }).click();
  await everyone;
  await expect(page).toHaveURL(
    (at) => at.pathname.endsWith('/specialistGeneralParticipation') && at.search === search,
  );

  // One specialist's every line asks for the specialist first (no request, no error).
  await page.goto('/reports/specialist/specialistDetailedParticipation');
  await expect(page.getByTestId('report-choose-specialist')).toBeVisible();
  await expect(page.getByTestId('report-error')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Elige el especialista.' })).toHaveCount(0);

  // The index: the registry's reports by section; a section's key shows that section alone.
  await page.goto('/reports');
  await expect(page.getByTestId('report-group-specialist')).toBeVisible();
  await page.screenshot({ path: '/tmp/repw-index-desktop.png', fullPage: true });
  await page.getByRole('tab', { name: 'Compras' }).click();
  await expect(page).toHaveURL(/\/reports\/purchase$/);
  await expect(page.getByTestId('report-group-purchase').getByRole('link')).toHaveCount(4);
  await expect(page.getByTestId('report-group-sales')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports');
  await expect(page.getByTestId('report-group-specialist')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/repw-index-phone.png', fullPage: true });

  // An unknown view is no page of the app.
  await page.goto('/reports/sales/salesMonth/nope');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('every report of the index opens on the demo with its table, on a phone too', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/reports');
  await expect(page.getByTestId('report-group-specialist')).toBeVisible();
  const links = await page
    .locator('[data-testid^="report-group-"] a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  // The payslip is its own page (not this generic one).
  const reports = links.filter((href) => !href.endsWith('/specialistPayslip'));
  // The 22 of the spec a beauty center's index opens here, the 3 of the wallet, the resources'
  // occupancy and the messages.
  expect(reports).toHaveLength(27);
  const range = `from=${monthOf(bogotaToday(), 2).from}&to=${monthOf(bogotaToday()).to}&site=0`;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const href of reports) {
    await page.goto(`${href}?${range}`);
    if (href.endsWith('/specialistDetailedParticipation')) {
      // One specialist's lines: the page asks to pick one.
      await expect(page.getByTestId('report-choose-specialist')).toContainText('Elige el especialista');
      continue;
    }
    await expect(page.getByTestId('report-table'), href).toBeVisible();
    await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), href).toBeLessThanOrEqual(390);
  }
  await page.goto(`/reports/appointment/appointmentSummary/general?${range}`);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  // The line draws every day of the range, not only the 25 of the table's page.
  await expect(page.getByTestId('report-chart').locator('.recharts-line-dot')).toHaveCount(91);
  await page.screenshot({ path: '/tmp/repw-phone-appointments.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/reports/cashDrawer/general?${range}`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  await page.screenshot({ path: '/tmp/repw-desktop-cash.png', fullPage: true });
  await page.goto(`/reports/specialist/specialistGeneralParticipation?${range}`);
  await expect(page.getByTestId('report-table')).toBeVisible();
  await page.screenshot({ path: '/tmp/repw-desktop-participation.png', fullPage: true });
});
