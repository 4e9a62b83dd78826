// The spec keeps the session token in a cookie; data calls send it as a Bearer header.
const COOKIE = 'sari_token';

export function readToken(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)sari_token=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

export function writeToken(token: string) {
  const expires = new Date(Date.now() + 7 * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the session token in a cookie
  document.cookie = `${COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function clearToken() {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the session token in a cookie
  document.cookie = `${COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
