import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, openVisitTakingAdvance, signInAs } from './helpers';
import { SIZES } from './sizes';

// Decision 067: the money advance of a cancelled reservation is paid back from the drawer or kept
// as the client's balance, from the reservation's drawer in the agenda, at desktop and phone size.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/cancelled-advance-${name}.png`, fullPage: false });

for (const size of SIZES) {
  test(`a cancelled visit's advance goes to the client's balance (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, AURORA_ADMIN);
    const phone = size.name === 'phone';
    // Each size its own day, so the phone does not meet the visit the desktop settled.
    await page.goto(`/calendar?date=${e2eToday(phone ? 1 : 0)}`);
    // The grid on a desktop, the day's list on a phone.
    await expect(page.getByTestId(phone ? 'phone-day-list' : 'calendar-grid')).toBeVisible();
    // The first of today's visits that still takes an advance.
    const drawer = await openVisitTakingAdvance(
      page,
      page.locator(phone ? '[data-testid^="phone-event-"]' : '[data-event]'),
    );
    await drawer.getByRole('button', { name: 'Registrar anticipo' }).click();
    await drawer.getByLabel('Valor del anticipo').fill('20.000');
    await drawer.getByRole('button', { name: 'Registrar anticipo' }).click();
    await expect(drawer.getByTestId('drawer-advance')).toContainText('Anticipos: $20.000');
    await expect(drawer.getByRole('button', { name: 'Cobrar' })).toBeVisible();
    await drawer.getByTestId('drawer-status').click();
    await page.getByRole('option', { name: /^Cancelad/ }).click();
    const panel = drawer.getByTestId('drawer-advance');
    await expect(panel).toContainText('Anticipo sin devolver: $20.000 (la cita está cancelada)');
    // A cancelled visit is not charged (the checkout refuses it): only its advance is settled.
    await expect(drawer.getByRole('button', { name: 'Cobrar' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Devolver anticipo' })).toBeVisible();
    await panel.getByRole('button', { name: 'Pasar al saldo a favor' }).click();
    await expect(panel.getByTestId('advance-settle-confirm')).toContainText('quedan como saldo a favor');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `ask-${size.name}`);
    await panel.getByRole('button', { name: 'Confirmar' }).click();
    await expect(panel).toContainText('$20.000 pasados al saldo a favor');
    await expect(panel).toContainText('Sin anticipo');
    await expect(panel.getByRole('button', { name: 'Devolver anticipo' })).toHaveCount(0);
    await shot(page, `done-${size.name}`);
  });
}
