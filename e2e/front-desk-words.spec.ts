import type { Page } from '@playwright/test';
import { e2eToday, expect, test } from './fixtures';
import { AURORA_ADMIN, LUMEN_ADMIN, openVisitTakingAdvance, signInAs, typeDate } from './helpers';

// Issue 27's dates, words and phones, as a user meets them, at desktop and phone size.
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const DMY = /^\d{2}\/\d{2}\/\d{4}$/;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/desk-words-${name}.png`, fullPage: true });

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('date fields show and take DD/MM/YYYY in an es-CO browser', async ({ page }) => {
      await signInAs(page, AURORA_ADMIN);
      await page.goto('/reports/sales/salesMonth/general');
      const from = page.getByTestId('report-from');
      await expect(from).toBeVisible();
      const shown = await from.locator('input').inputValue();
      expect(shown).toMatch(DMY);
      // Typed day first, month second: 05/01/2026 is the fifth of January.
      await typeDate(from, '2026-01-05');
      // Nothing is filtered by a half-typed day; leaving the field (typeDate's Tab) applies it.
      await expect(page).toHaveURL(/from=2026-01-05/);
      await expect(from.locator('input')).toHaveValue('05/01/2026');
      // The calendar's own day field too.
      await page.goto('/calendar?date=2026-03-09');
      await expect(
        page.getByRole('group', { name: 'Fecha' }).first().locator('..').locator('input'),
      ).toHaveValue('09/03/2026');
      await shot(page, `dates-${size.name}`);
    });

    test('on the online booking settings and the consumable discounts, every action is in view', async ({
      page,
    }) => {
      await signInAs(page, AURORA_ADMIN);
      for (const path of ['/settings/service/onlineBooking', '/settings/teams/discountConsumableProduct']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const outside = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'button, a[href], input:not([type="hidden"]):not([type="checkbox"]), [role="combobox"]',
            ),
          ]
            .filter((element) => element.offsetParent !== null && !element.closest('.MuiTabs-root'))
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
            })
            .map(
              (element) =>
                element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName,
            ),
        );
        expect(outside, path).toEqual([]);
        await shot(page, `phone-fit-${size.name}-${path.split('/').at(-1)}`);
      }
    });
  });
}

test('the online booking switch says what its state means', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/service/onlineBooking');
  const toggle = page.getByRole('switch', { name: 'Recibir reservas en línea' });
  await expect(toggle).toBeChecked();
  await expect(page.locator('#online-switch-help')).toHaveText(/^Encendido: los clientes reservan/);
  await toggle.click();
  await expect(page.locator('#online-switch-help')).toHaveText(/^Apagado: la página pública dice/);
  await toggle.click();
  await expect(page.locator('#online-switch-help')).toHaveText(/^Encendido/);
});

test('an invited user shows "Invitación pendiente" until they accept', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/settings/users/users');
  const email = `invitada-${Date.now()}@salon.test`;
  await page.getByRole('button', { name: 'Invitar usuario' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Invitada');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option').first().click();
  // Close the list by clicking away (Escape in a list closes the whole form today).
  await dialog.getByRole('heading').click();
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('invitation-pending')).toHaveText('Invitación pendiente');
  // The owner, who is in, has no such mark.
  await expect(
    page.getByRole('row').filter({ hasText: AURORA_ADMIN }).getByTestId('invitation-pending'),
  ).toHaveCount(0);
  await shot(page, 'users-pending');
});

test('a reseller opening the agenda reads why in Spanish, with the spec’s Page Not Found', async ({
  page,
}) => {
  await signInAs(page, LUMEN_ADMIN);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  await expect(page.getByTestId('not-found')).toHaveText('Page Not Found: /calendar');
  await expect(page.getByText(/no hace parte de Sari para tu tipo de negocio/)).toBeVisible();
  await shot(page, 'reseller-404');
});

test('an advance is recorded from the reservation drawer; the booking dialog says so', async ({ page }) => {
  await signInAs(page, AURORA_ADMIN);
  const today = e2eToday();
  await page.goto(`/calendar?date=${today}`);
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva reserva' }).first().click();
  const booking = page.getByRole('dialog', { name: 'Nueva reserva' });
  await expect(booking).toContainText('regístralo desde la reserva en la agenda');
  await expect(booking).not.toContainText('se registra al cobrar');
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  // The first of today's visits not paid yet.
  const drawer = await openVisitTakingAdvance(page, page.locator('[data-event]'));
  await drawer.getByRole('button', { name: 'Registrar anticipo' }).click();
  await drawer.getByLabel('Valor del anticipo').fill('20.000');
  await drawer.getByRole('button', { name: 'Registrar anticipo' }).click();
  // (the drawer is modal: the alert beside it is hidden from the accessibility tree meanwhile)
  await expect(page.getByText('Anticipo de $20.000 registrado')).toBeVisible();
  await expect(drawer.getByTestId('drawer-advance')).toContainText('Anticipos: $20.000');
  await shot(page, 'drawer-advance');
});
