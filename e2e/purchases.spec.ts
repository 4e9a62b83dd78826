import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
const SUPPLIER = `Proveedor E2E ${unique}`;

const numberIn = async (page: Page, testId: string, row = 0) =>
  Number(((await page.getByTestId(testId).nth(row).textContent()) ?? '').replace(/\D/g, ''));

test('a supplier, an order from low stock received in two parts (stock rises) and paid from the drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, AURORA_ADMIN);
  await page.getByTestId('main-menu').getByText('Compras').click();
  await expect(page).toHaveURL(/\/shopping\/suppliers$/);
  await expect(page.getByRole('heading', { name: 'Proveedores', level: 2 })).toBeVisible();

  // Create a supplier (the name is required, the e-mail must be one).
  await page.getByTestId('new-supplier').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Correo/).fill('no-es-correo');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este dato es obligatorio.')).toBeVisible();
  await expect(dialog.getByText('Escribe un correo válido.')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(SUPPLIER);
  await dialog.getByLabel(/^NIT/).fill(`900${unique}`);
  await dialog.getByLabel(/^Contacto/).fill('Marta Ruiz');
  await dialog.getByLabel(/^Teléfono/).fill('3001234567');
  await dialog.getByLabel(/^Correo/).fill(`ventas${unique}@proveedor.test`);
  await dialog.getByLabel(/^Condiciones de pago/).fill('30 días');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Proveedor guardado' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar…' }).fill(unique);
  const supplierRow = page.getByTestId('supplier-table').getByRole('row', { name: new RegExp(SUPPLIER) });
  await expect(supplierRow).toContainText('30 días');

  // Order what is low at Sede Chapinero: the demo's low products have no supplier, so they are
  // drafted for the new one.
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/shopping\/orders$/);
  await page.getByRole('button', { name: 'Pedir lo que falta' }).click();
  await dialog.getByLabel('Sede').click();
  await page.getByRole('option', { name: 'Sede Chapinero' }).click();
  await dialog.getByRole('button', { name: 'Crear borradores' }).click();
  await expect(dialog.getByTestId('without-supplier').getByRole('listitem').first()).toContainText('Faltan');
  await dialog.getByLabel('Proveedor').click();
  await page.getByRole('option', { name: SUPPLIER }).click();
  await dialog.getByRole('button', { name: 'Crear borrador' }).click();
  await dialog.getByRole('link', { name: new RegExp(SUPPLIER) }).click();
  await expect(page.getByTestId('order-title')).toContainText('Pedido #');
  await expect(page.getByTestId('purchase-status')).toHaveText('Borrador');
  await page.screenshot({ path: '/tmp/buy-draft-desktop.png', fullPage: true });

  // Editable before sending: the first line's quantity becomes 3.
  const lines = page.getByTestId('order-lines');
  const firstQuantity = lines.getByRole('textbox', { name: /^Cantidad/ }).first();
  await firstQuantity.fill('3');
  await firstQuantity.blur();
  await expect(page.getByTestId('order-total')).not.toHaveText('$0');
  await page.getByRole('button', { name: 'Enviar al proveedor' }).click();
  await expect(page.getByTestId('purchase-status')).toHaveText('Enviado');

  // Receive part: 1 unit of the first line only; its stock rises by one.
  const before = await numberIn(page, 'line-stock');
  await page.getByRole('button', { name: 'Recibir' }).click();
  await page.screenshot({ path: '/tmp/buy-receive-desktop.png' });
  const arrived = dialog.getByRole('textbox', { name: /^Llegó/ });
  const lineCount = await arrived.count();
  for (let index = 0; index < lineCount; index++) {
    await arrived.nth(index).fill(index === 0 ? '1' : '0');
  }
  await dialog.getByRole('button', { name: 'Recibir' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Entró 1 unidad al inventario' })).toBeVisible();
  await expect(page.getByTestId('purchase-status')).toHaveText('Recibido en parte');
  await expect(page.getByTestId('line-stock').first()).toHaveText(String(before + 1));
  await expect(page.getByTestId('line-received').first()).toHaveText('1');

  // Then the rest: everything pending arrives; the first line ends with its 3 units.
  await page.getByRole('button', { name: 'Recibir' }).click();
  await expect(arrived.first()).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Recibir' }).click();
  await expect(page.getByTestId('purchase-status')).toHaveText('Recibido');
  await expect(page.getByTestId('line-stock').first()).toHaveText(String(before + 3));
  await expect(page.getByRole('button', { name: 'Recibir' })).toHaveCount(0);

  // Pay the supplier from the open drawer (the demo opens today's drawers): nothing left owed.
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  await expect(page.getByTestId('order-owed')).toHaveText(total);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(dialog.getByLabel('Valor')).toHaveValue(total.replace(/\D/g, ''));
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Queda por pagar $0' })).toBeVisible();
  await expect(page.getByTestId('order-paid')).toHaveText(total);
  await expect(page.getByTestId('order-owed')).toHaveText('$0');
  // The history names what happened: a payment ("Pago"), not the button ("Pagar").
  await expect(page.getByTestId('order-history')).toContainText(`Pago ${total}`);
  await expect(page.getByTestId('order-history')).not.toContainText('Pagar');
  await page.screenshot({ path: '/tmp/buy-order-desktop.png', fullPage: true });

  // The supplier's account shows it, and a supplier with orders is not deleted: deactivate.
  await page.getByRole('link', { name: SUPPLIER }).click();
  await expect(page.getByTestId('supplier-name')).toHaveText(SUPPLIER);
  await expect(page.getByTestId('supplier-account')).toContainText(total);
  await expect(page.getByTestId('supplier-owed')).toHaveText('$0');
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByTestId('delete-reason')).toContainText('Tiene 1 pedido registrado');
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'quedó inactivo' })).toBeVisible();
  await expect(page.getByText('Inactivo', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/buy-supplier-desktop.png', fullPage: true });
  const orderUrl = await page.getByTestId('purchase-orders').getByRole('link').first().getAttribute('href');

  // The same screens on a phone: nothing cut off, every action reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/buy-supplier-phone.png', fullPage: true });
  await page.goto(orderUrl ?? '/shopping/orders');
  await expect(page.getByTestId('purchase-status')).toHaveText('Recibido');
  await page.screenshot({ path: '/tmp/buy-order-phone.png', fullPage: true });
  await page.goto('/shopping/orders');
  await expect(page.getByTestId('purchase-orders')).toContainText(SUPPLIER);
  await page.screenshot({ path: '/tmp/buy-orders-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Nuevo pedido' }).click();
  await page.screenshot({ path: '/tmp/buy-new-order-phone.png' });
});
