import { expect, test } from './fixtures';
import { AURORA_ADMIN, LUMEN_ADMIN, signInAs, typeDate } from './helpers';

test('a reseller’s quote is refused confirmation naming the short product, then confirmed, delivered and invoiced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, LUMEN_ADMIN);
  // Invoicing moves money: the warehouse's drawer is opened first (the drawer screen is another issue's).
  const sites = await (await page.request.get('/api/items/site?fields[]=id')).json();
  const opened = await page.request.post('/api/cash-drawer/sessions', {
    data: { site_id: sites.data[0].id, opening_amount: 100_000 },
    headers: { origin: new URL(page.url()).origin },
  });
  // (Already open when the journey runs again on the same server.)
  expect(opened.ok() || (await opened.text()).includes('ya está abierta'), await opened.text()).toBeTruthy();

  await page.getByTestId('main-menu').getByText('Ventas').click();
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/sales\/order$/);
  await expect(page.getByRole('heading', { name: 'Pedidos de clientes' })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva cotización' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Nueva cotización' }).click();
  await expect(dialog.getByText('Este dato es obligatorio.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Cliente' }).click();
  const firstClient = page.getByRole('option').first();
  const clientText = ((await firstClient.textContent()) ?? '').split(' · ')[0];
  await firstClient.click();
  await dialog.getByRole('button', { name: 'Nueva cotización' }).click();
  await expect(page.getByTestId('order-title')).toContainText('Cotización #');
  await expect(page.getByTestId('sales-order-status')).toHaveText('Cotización');

  // Every part of the quote reads whole, on a desktop and on a phone: the price's label of the
  // empty line and the app bar's site selector are not cut, and nothing is wider than the phone.
  const addLine = page.getByTestId('add-line');
  const drawnWhole = async () => {
    for (const part of [
      addLine.locator('label').filter({ hasText: 'Precio unitario' }),
      page.getByTestId('site-selector').locator('[role="combobox"]'),
    ]) {
      const [scroll, client] = await part.evaluate((node) => [node.scrollWidth, node.clientWidth]);
      expect(scroll, `${await part.textContent()} drawn whole`).toBeLessThanOrEqual(client);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  };
  await drawnWhole();
  await page.setViewportSize({ width: 390, height: 844 });
  await drawnWhole();
  await page.screenshot({ path: '/tmp/sales-order-quote-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Two units of SKU-0002 at its default price.
  await addLine.getByRole('combobox', { name: 'Buscar producto' }).fill('SKU-0002');
  const option = page.getByRole('option').filter({ hasText: 'SKU-0002' });
  // The option offers the site's default price, which the line takes.
  const optionPrice = (((await option.textContent()) ?? '').match(/\$[\d.]+/) ?? [''])[0];
  expect(optionPrice).toMatch(/^\$[1-9]/);
  await option.click();
  await expect(addLine.getByLabel('Precio unitario')).toHaveValue(optionPrice.replace(/\D/g, ''));
  await addLine.getByLabel('Cantidad').fill('2');
  await addLine.getByRole('button', { name: 'Agregar' }).click();
  const lines = page.getByTestId('order-lines');
  await expect(lines.getByRole('row')).toHaveCount(2);
  await expect(lines.getByRole('row').nth(1)).toContainText(optionPrice);
  await expect(page.getByTestId('order-total')).not.toHaveText('$0');
  const pdf = page.getByRole('link', { name: 'PDF de la cotización' });
  const pdfAnswer = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: '/tmp/buy-quote-desktop.png', fullPage: true });

  // More of SKU-0003 than the warehouse holds: confirming the quote is refused and names the
  // product (issue 27: a quote is confirmed only with the stock to deliver it).
  await addLine.getByRole('combobox', { name: 'Buscar producto' }).fill('SKU-0003');
  const short = page.getByRole('option').filter({ hasText: 'SKU-0003' });
  const shortName = ((await short.locator('span').first().textContent()) ?? '').trim();
  await short.click();
  await addLine.getByLabel('Cantidad').fill('100000');
  await addLine.getByRole('button', { name: 'Agregar' }).click();
  await expect(lines.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: shortName })).toBeVisible();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Cotización');
  // Removing a line asks first.
  await lines.getByRole('button', { name: `Quitar ${shortName}` }).click();
  const removing = page.getByRole('dialog', { name: `¿Quitar ${shortName} del pedido?` });
  await removing.getByRole('button', { name: 'Quitar' }).click();
  await expect(lines.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Confirmado');
  // Delivering offers every unit still to deliver.
  await page.getByRole('button', { name: 'Entregar' }).click();
  await page
    .getByRole('dialog', { name: 'Entregar productos' })
    .getByRole('button', { name: 'Entregar' })
    .click();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Entregado');

  // Invoice through the checkout: cash for the whole total.
  const total = ((await page.getByTestId('order-total').textContent()) ?? '').replace(/\D/g, '');
  await page.getByRole('button', { name: 'Facturar' }).click();
  await expect(dialog.getByLabel('Valor')).toHaveValue(total);
  await page.screenshot({ path: '/tmp/buy-invoice-desktop.png' });
  await dialog.getByRole('button', { name: 'Facturar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Pedido facturado' })).toBeVisible();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Facturado');
  await expect(page.getByTestId('invoiced-note')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facturar' })).toHaveCount(0);

  // In the list, filtered by Facturado, with the client.
  await page.getByRole('link', { name: 'Volver a pedidos' }).click();
  await page.getByRole('button', { name: 'Facturado' }).click();
  await expect(page.getByTestId('sales-orders')).toContainText(clientText);
  await page.screenshot({ path: '/tmp/buy-sales-orders-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/buy-sales-orders-phone.png', fullPage: true });
  await page.getByTestId('sales-orders').getByRole('link').first().click();
  await expect(page.getByTestId('sales-order-status')).toHaveText('Facturado');
  await page.screenshot({ path: '/tmp/buy-sales-order-phone.png', fullPage: true });
});

test('a salon’s opportunity moves with its status select, is dragged to won and offers a booking or a sale', async ({
  page,
}) => {
  const title = `Paquete novia E2E ${Date.now().toString().slice(-6)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Ventas').click();
  await page.getByRole('tab', { name: 'Oportunidades' }).click();
  await expect(page).toHaveURL(/\/sales\/opportunity$/);
  await expect(page.getByTestId('column-won')).toBeVisible();

  await page.getByRole('button', { name: 'Nueva oportunidad' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe un título (al menos 3 caracteres).')).toBeVisible();
  await dialog.getByLabel(/^Título/).fill(title);
  await dialog.getByRole('combobox', { name: 'Cliente' }).click();
  const firstClient = page.getByRole('option').first();
  const clientText = ((await firstClient.textContent()) ?? '').split(' · ')[0];
  await firstClient.click();
  await dialog.getByLabel('Valor esperado').fill('850.000');
  await dialog.getByLabel('Servicio de interés').click();
  await page.getByRole('option').nth(1).click();
  await typeDate(dialog.getByRole('group', { name: 'Próximo seguimiento' }), '2026-11-30');
  await dialog.getByLabel('Notas').fill('Quiere ver fotos de peinados');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Oportunidad guardada' })).toBeVisible();

  const card = page.locator('[data-testid^="opportunity-"]').filter({ hasText: title });
  await expect(page.getByTestId('column-new').getByText(title)).toBeVisible();
  await expect(card).toContainText('$850.000');
  await expect(card).toContainText(clientText);

  // The keyboard way: its status select moves it to Contactada.
  await card.getByRole('combobox', { name: 'Mover a' }).click();
  await page.getByRole('option', { name: 'Contactada' }).click();
  await expect(page.getByTestId('column-contacted').getByText(title)).toBeVisible();
  await page.screenshot({ path: '/tmp/buy-board-desktop.png', fullPage: true });

  // Dragged to Ganada: it offers the calendar and the sale with its client preselected.
  await card.getByText(title).dragTo(page.getByTestId('column-won'), { targetPosition: { x: 40, y: 20 } });
  await expect(page.getByRole('alert').filter({ hasText: 'pasó a Ganada' })).toBeVisible();
  const wonCard = page
    .getByTestId('column-won')
    .locator('[data-testid^="opportunity-"]')
    .filter({ hasText: title });
  await expect(wonCard).toBeVisible();
  await expect(wonCard.getByRole('link', { name: 'Agendar cita' })).toHaveAttribute(
    'href',
    /\/calendar\?client=\d+/,
  );
  await expect(wonCard.getByRole('link', { name: 'Registrar venta' })).toHaveAttribute(
    'href',
    /\/sales\/sales\?client=\d+/,
  );

  // The list view finds it by its title.
  await page.getByRole('button', { name: 'Lista' }).click();
  await page.getByRole('textbox', { name: 'Buscar por título o cliente' }).fill(title);
  const row = page.getByTestId('opportunity-table').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Ganada');
  await expect(row).toContainText('$850.000');
  await page.screenshot({ path: '/tmp/buy-opportunity-list-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/buy-opportunity-list-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Tablero' }).click();
  await page.screenshot({ path: '/tmp/buy-board-phone.png', fullPage: true });
});
