// Inactivity sign-out (spec section 4), as plain logic the hook and the tests share.
export const HIDDEN_AT_KEY = 'sari_hidden_at';

export type InactivityDeps = {
  isAuthenticated: () => boolean;
  timeoutSeconds: () => number;
  forceLogout: () => string | null;
  signOut: () => Promise<void> | void;
  goToLogin: () => void;
  now?: () => number;
  storage?: Storage;
  log?: (message: string) => void;
};

export function inactivityHandler(deps: InactivityDeps) {
  const storage = deps.storage ?? localStorage;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console.log;
  return async (hidden: boolean) => {
    if (deps.forceLogout() === 'false') {
      log('Cierre de sesión por inactividad deshabilitado');
      return;
    }
    if (!deps.isAuthenticated()) {
      deps.goToLogin();
      return;
    }
    if (hidden) {
      log('El navegador pasó a segundo plano');
      storage.setItem(HIDDEN_AT_KEY, String(now()));
      return;
    }
    log('El navegador pasó a primer plano');
    const hiddenAt = Number(storage.getItem(HIDDEN_AT_KEY));
    storage.removeItem(HIDDEN_AT_KEY);
    if (hiddenAt && now() - hiddenAt >= deps.timeoutSeconds() * 1000) {
      log('Sesión cerrada por inactividad');
      await deps.signOut();
      deps.goToLogin();
    }
  };
}
