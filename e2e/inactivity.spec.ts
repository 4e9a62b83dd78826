import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LUMEN_ADMIN, PASSWORD, signInAs } from './helpers';

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

// Changes the company setting user_idle_timeout through the API, as the administrator would.
async function setIdleTimeout(request: APIRequestContext, baseURL: string, seconds: string) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: LUMEN_ADMIN, password: PASSWORD },
    headers: { origin: baseURL },
  });
  const { token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}` };
  const rows = await (
    await request.get('/api/items/setting?filter={"key":{"_eq":"user_idle_timeout"}}', { headers })
  ).json();
  const patch = await request.patch(`/api/items/setting/${rows.data[0].id}`, {
    headers,
    data: { value: seconds },
  });
  expect(patch.status()).toBe(200);
}

test('a tab hidden past the idle timeout signs out on return', async ({ page, request, baseURL }) => {
  await setIdleTimeout(request, baseURL!, '1');
  try {
    // The app reads user_idle_timeout once signed in; hide the tab only after it has.
    const settingsLoaded = page.waitForResponse((response) => response.url().includes('/api/items/setting'));
    await signInAs(page, LUMEN_ADMIN);
    await settingsLoaded;
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(1500);
    await setVisibility(page, 'visible');
    await expect(page).toHaveURL(/\/login/);
    expect(logs).toEqual(
      expect.arrayContaining([
        'El navegador pasó a segundo plano',
        'El navegador pasó a primer plano',
        'Sesión cerrada por inactividad',
      ]),
    );
  } finally {
    await setIdleTimeout(request, baseURL!, '1800');
  }
});

test('a short absence keeps the session', async ({ page }) => {
  await signInAs(page, LUMEN_ADMIN);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('main-menu')).toBeVisible();
});
