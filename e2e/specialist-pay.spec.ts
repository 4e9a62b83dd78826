import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

// The salon's day `offset` days from the business clock's today.
const day = (offset: number) => e2eToday(offset);

test('a specialist’s payslip: lines, totals, PDF, and paying it once from a drawer', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto(`/reports/specialist/specialistPayslip?from=${day(-45)}&to=${day(0)}`);
  await expect(page.getByText('Elige un especialista para ver su desprendible.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Especialista' }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/specialist=\d+/);
  await expect(page.getByTestId('payslip-total')).toContainText('$');
  await expect(page.getByTestId('payslip-lines').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('payslip-status')).toContainText('Pendiente de pago');
  await page.screenshot({ path: '/tmp/repq-payslip-desktop.png', fullPage: true });

  const pdf = page.waitForEvent('popup');
  await page.getByTestId('payslip-pdf').click();
  const tab = await pdf;
  await tab.close();

  // Paying goes through the cash drawer's pay screen with the specialist, then back here.
  await page.getByTestId('payslip-pay').click();
  await expect(page).toHaveURL(/\/cashDrawer\/pay\/pago-/);
  const dialog = page.getByTestId('payslip-pay-card');
  await expect(dialog).toContainText('Pagar el desprendible');
  const confirm = dialog.getByTestId('payslip-confirm-pay');
  // Paid per site: the first site whose drawer has something to pay for this specialist.
  const sites = await (async () => {
    await dialog.getByRole('combobox', { name: 'Sede (caja que paga)' }).click();
    const names = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    return names;
  })();
  let chosen = false;
  for (const name of sites) {
    await dialog.getByRole('combobox', { name: 'Sede (caja que paga)' }).click();
    await page.getByRole('option', { name, exact: true }).click();
    await expect(confirm).toContainText('Pagar $');
    if (await confirm.isEnabled()) {
      chosen = true;
      break;
    }
  }
  expect(chosen).toBe(true);
  await page.screenshot({ path: '/tmp/repq-payslip-pay-dialog.png' });
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Desprendible pagado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/specialist\/specialistPayslip\?.*specialist=\d+/);
  await expect(page.getByTestId('payslip-status')).toContainText('Pagado en');
  await expect(page.getByTestId('payslip-pay')).toBeDisabled();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('payslip-total')).toBeVisible();
  await page.screenshot({ path: '/tmp/repq-payslip-phone.png', fullPage: true });
});
