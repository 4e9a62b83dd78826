#!/usr/bin/env node
// Screenshots of screens at desktop and phone size into docs/screenshots, against a running
// server: BASE_URL=http://127.0.0.1:4320 node scripts/screenshots.mjs settings-brand /settings/products/brand ...
// Each pair is a name and a path; a path ending in "#new" also opens the screen's create form.
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4310';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const pairs = process.argv.slice(2);
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const [size, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport, locale: 'es-CO', timezoneId: 'America/Bogota' });
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(process.env.EMAIL ?? 'admin@aurora.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${base}/`);
  for (let i = 0; i < pairs.length; i += 2) {
    const [target, action] = pairs[i + 1].split('#');
    await page.goto(`${base}${target}`);
    await page.waitForLoadState('networkidle');
    if (action === 'new') {
      await page.locator('[data-testid^="new-"]').first().click();
      await page.getByRole('dialog').waitFor();
    } else if (action) {
      await page
        .getByRole('button', { name: decodeURIComponent(action) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    }
    await page.waitForTimeout(400);
    const file = path.join(out, `${pairs[i]}-${size}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await page.close();
}
await browser.close();
