import { describe, expect, it, vi } from 'vitest';
import { HIDDEN_AT_KEY, inactivityHandler } from './inactivity';

function setup(overrides: { authenticated?: boolean; force?: string | null; timeout?: number } = {}) {
  let clock = 1_000_000;
  const signOut = vi.fn();
  const goToLogin = vi.fn();
  const log = vi.fn();
  localStorage.clear();
  const handler = inactivityHandler({
    isAuthenticated: () => overrides.authenticated ?? true,
    timeoutSeconds: () => overrides.timeout ?? 60,
    forceLogout: () => (overrides.force === undefined ? 'true' : overrides.force),
    signOut,
    goToLogin,
    now: () => clock,
    log,
  });
  return { handler, signOut, goToLogin, log, advance: (ms: number) => (clock += ms) };
}

describe('inactivity sign-out', () => {
  it('signs out when the tab comes back after the timeout', async () => {
    const { handler, signOut, goToLogin, advance, log } = setup();
    await handler(true);
    expect(localStorage.getItem(HIDDEN_AT_KEY)).toBe('1000000');
    advance(60_000);
    await handler(false);
    expect(signOut).toHaveBeenCalledOnce();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(localStorage.getItem(HIDDEN_AT_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith('Sesión cerrada por inactividad');
  });

  it('keeps the session when the tab comes back in time', async () => {
    const { handler, signOut, advance } = setup();
    await handler(true);
    advance(59_999);
    await handler(false);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('is disabled by force_logout = "false"', async () => {
    const { handler, signOut, advance, log } = setup({ force: 'false' });
    await handler(true);
    advance(10_000_000);
    await handler(false);
    expect(signOut).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Cierre de sesión por inactividad deshabilitado');
  });

  it('sends an unauthenticated user to /login', async () => {
    const { handler, goToLogin } = setup({ authenticated: false });
    await handler(false);
    expect(goToLogin).toHaveBeenCalledOnce();
  });
});
