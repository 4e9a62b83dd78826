import { SESSION_MAX_AGE_DAYS } from '@sari/domain/constants';
import { useSyncExternalStore } from 'react';
import { http } from '../api/http';
import { clearToken, readToken, writeToken } from './token';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionData = {
  session: { token: string; expiresAt: string; updatedAt: string };
  user: { id: string; email: string; name: string };
};
type State = { status: SessionStatus; data: SessionData | null };

// Status is derived from whether session data exists (spec section 4).
let state: State = { status: readToken() ? 'loading' : 'unauthenticated', data: null };
const listeners = new Set<() => void>();

function set(data: SessionData | null) {
  state = { status: data ? 'authenticated' : 'unauthenticated', data };
  for (const listener of listeners) {
    listener();
  }
}

export function getSession(): State {
  return state;
}

export function useSession(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const MAX_AGE_MS = SESSION_MAX_AGE_DAYS * 86_400_000;

export function isSessionStale(data: SessionData, now = Date.now()): boolean {
  return now - new Date(data.session.updatedAt).getTime() > MAX_AGE_MS;
}

// get-session also refreshes the session on the server.
export async function refreshSession(): Promise<SessionData | null> {
  try {
    const data = await http<SessionData | null>('/auth/get-session');
    if (data && isSessionStale(data)) {
      await signOut();
      return null;
    }
    if (!data) {
      clearToken();
    }
    set(data);
    return data;
  } catch {
    // Session fetch failure: session data and token cleared.
    clearToken();
    set(null);
    return null;
  }
}

export async function signIn(email: string, password: string): Promise<boolean> {
  const response = await http<{ token?: unknown }>('/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
  });
  if (typeof response?.token !== 'string') {
    console.error('La respuesta de inicio de sesión no trae un token; se detiene el inicio de sesión.');
    return false;
  }
  writeToken(response.token);
  return (await refreshSession()) !== null;
}

export async function signUpBusiness(body: Record<string, string>): Promise<boolean> {
  const response = await http<{ token?: unknown }>('/auth/sign-up/business', { method: 'POST', body });
  if (typeof response?.token !== 'string') {
    console.error('La respuesta del registro no trae un token.');
    return false;
  }
  writeToken(response.token);
  return (await refreshSession()) !== null;
}

// Sign-out with callback URL /login: the caller navigates there.
export async function signOut(): Promise<void> {
  try {
    await http('/auth/sign-out', { method: 'POST', body: {} });
  } catch {
    // already signed out on the server: nothing else to do
  }
  clearToken();
  set(null);
}
