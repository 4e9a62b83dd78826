import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';
import { axeProblems } from './screen-walk';

// The wallet's reports (decision 052) in the browser: two gift cards sold and one spent in part
// through the checkout, then each prepaid report from the index, at a desktop and a phone size.
const SHOTS = process.env.E2E_SHOTS_DIR;

async function download(page: Page, button: string) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await waiting;
  const chunks = await (await file.createReadStream()).toArray();
  return { name: file.suggestedFilename(), content: Buffer.concat(chunks) };
}

async function checkout(page: Page, body: Record<string, unknown>) {
  // A write from the app's own origin (the signed-in cookie rides along).
  const response = await page.request.post('/api/sales/checkout', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

test('the prepaid reports: in the index, with the cards sold and spent, on a desktop and a phone', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  const site = (await (await page.request.get('/api/items/site?fields[]=id&sort[]=id&limit=1')).json())
    .data[0];
  const pairs = (
    await (
      await page.request.get(
        '/api/items/service_specialist?fields[]=service_id&fields[]=specialist_id&sort[]=id&limit=20',
      )
    ).json()
  ).data as { service_id: number; specialist_id: number }[];
  const sold = await checkout(page, {
    site_id: site.id,
    lines: [{ gift_card: { amount: 120_000 } }, { gift_card: { amount: 50_000 } }],
    payments: [{ amountPay: 170_000, paymentMethod: 'efectivo' }],
  });
  const card = sold.gift_cards_sold[0] as { code: string };
  let spent = false;
  const refusals: string[] = [];
  for (const pair of pairs) {
    // $20.000 from the card, the rest of the service's price in cash (the refusal says how much).
    let cash = 0;
    for (let attempt = 0; attempt < 2 && !spent; attempt++) {
      const response = await page.request.post('/api/sales/checkout', {
        headers: { origin: new URL(page.url()).origin },
        data: {
          site_id: site.id,
          lines: [{ service_id: pair.service_id, specialist_id: pair.specialist_id }],
          gift_cards: [{ code: card.code, amount: 20_000 }],
          payments: cash > 0 ? [{ amountPay: cash, paymentMethod: 'efectivo' }] : [],
        },
      });
      spent = response.status() === 200;
      const text = await response.text();
      refusals.push(text);
      cash = Number(/Faltan \$([\d.]+)/.exec(text)?.[1].replace(/\./g, '') ?? 0);
      if (!cash) {
        break;
      }
    }
    if (spent) {
      break;
    }
  }
  expect(spent, refusals.join('\n')).toBe(true);

  const today = e2eToday();
  await page.goto('/reports/prepaid');
  const section = page.getByTestId('report-group-prepaid');
  await expect(section.getByRole('heading', { name: 'Prepagados' })).toBeVisible();
  await section.getByRole('link', { name: 'Saldo prepagado' }).click();
  await expect(page.getByRole('heading', { name: 'Saldo prepagado' })).toBeVisible();
  await expect(page.getByTestId('report-table')).toContainText('Tarjeta de regalo');

  for (const [id, name, from] of [
    ['prepaidBalance', 'Saldo prepagado', today],
    ['prepaidMovements', 'Ventas y redenciones prepagadas', today],
    ['prepaidExpired', 'Valor vencido', today],
  ] as const) {
    for (const size of [
      { name: 'desktop', width: 1366, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`/reports/prepaid/${id}/general?from=${from}&to=${today}&site=0`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
      if (id !== 'prepaidExpired') {
        await expect(page.getByTestId('report-table')).toContainText('Tarjeta de regalo');
        // The chart is drawn once its chunk has loaded.
        await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
      } else {
        // The demo's clock cannot pass a card's last day: its empty state.
        await expect(page.getByText('No hay datos para estas fechas y esta sede.')).toBeVisible();
      }
      // Nothing wider than the phone's screen but the table's own scroll.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${id} ${size.name}`).toBeLessThanOrEqual(0);
      if (size.name === 'desktop') {
        expect(await axeProblems(page, page.url())).toEqual([]);
      }
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${id}-${size.name}.png`, fullPage: true });
      }
    }
  }

  // The exports: the same columns and rows, as CSV and as Excel.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/reports/prepaid/prepaidMovements/table?from=${today}&to=${today}&site=0`);
  await expect(page.getByTestId('report-table-card')).toHaveAttribute('aria-busy', 'false');
  const csv = await download(page, 'Exportar a CSV');
  const lines = csv.content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Sede,Tipo,Unidad,Vendido,Redimido,Devuelto,Anulado,Vendido ($),Redimido ($),Devuelto ($),Anulado ($)',
  );
  expect(lines.some((line) => line.includes(',Tarjeta de regalo,Pesos,'))).toBe(true);
  const xlsx = await download(page, 'Exportar a Excel');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.content as unknown as ArrayBuffer);
  expect(workbook.worksheets[0].getRow(1).values).toContain('Vendido ($)');
});
