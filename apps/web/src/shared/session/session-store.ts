import { SESSION_MAX_AGE_DAYS } from '@sari/domain/constants';
import { useSyncExternalStore } from 'react';
import { http } from '../api/http';
import { dropLegacyToken } from './token';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionData = {
  session: { expiresAt: string; updatedAt: string };
  user: { id: string; email: string; name: string };
};
type State = { status: SessionStatus; data: SessionData | null };

dropLegacyToken();

// Status is derived from whether session data exists (spec section 4). Scripts cannot see the
// HttpOnly session cookie, so every start asks the server (get-session) before deciding.
let state: State = { status: 'loading', data: null };
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
    set(data);
    return data;
  } catch {
    // Session fetch failure (spec 8): the session data and the token are cleared. Scripts cannot
    // touch the HttpOnly cookie, so the sign-out call has the server clear it (and its session).
    dropLegacyToken();
    await signOut();
    return null;
  }
}

// The first check of a page load can start before the first render (main.tsx, issue 27: a cold
// page waits for it); the shell's first refresh takes that one rather than asking twice.
let opening: Promise<SessionData | null> | null = null;

export function startSessionCheck(): Promise<SessionData | null> {
  opening ??= refreshSession();
  return opening;
}

// Hears the next session change once, before React re-renders for it (opening-reads.ts asks for
// the user in the same moment, not after the signed-in tree's first render).
export function onceSessionKnown(listener: (data: SessionData | null) => void) {
  const once = () => {
    listeners.delete(once);
    listener(state.data);
  };
  listeners.add(once);
}

export function openingSessionCheck(): Promise<SessionData | null> {
  const check = opening ?? refreshSession();
  opening = null;
  return check;
}

export async function signIn(email: string, password: string): Promise<boolean> {
  const response = await http<{ token?: unknown }>('/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
  });
  // The answer must carry a string token (spec 7); the browser keeps it as the HttpOnly cookie
  // the same answer sets, never in a place scripts can read.
  if (typeof response?.token !== 'string') {
    console.error('La respuesta de inicio de sesión no trae un token; se detiene el inicio de sesión.');
    return false;
  }
  return (await refreshSession()) !== null;
}

// Sign-out with callback URL /login: the caller navigates there.
export async function signOut(): Promise<void> {
  try {
    await http('/auth/sign-out', { method: 'POST', body: {} });
  } catch {
    // already signed out on the server: nothing else to do
  }
  set(null);
}
