// The only API routes that answer without a session. Everything else under /api is denied by
// the access gate before any handler runs.
export const PUBLIC_ROUTES: { method: string; path: string; why: string }[] = [
  { method: 'GET', path: '/api/health', why: 'monitoring' },
  { method: 'GET', path: '/api/openapi.json', why: 'API description' },
  { method: '*', path: '/api/auth/*', why: 'sign-in, sign-out, session, password reset, business sign-up' },
  {
    method: '*',
    path: '/api/public/*',
    why: 'online reservation and qualification pages, the WhatsApp webhook (signed)',
  },
];

export function isPublic(method: string, path: string): boolean {
  return PUBLIC_ROUTES.some(
    (route) =>
      (route.method === '*' || route.method === method) &&
      (route.path.endsWith('/*') ? path.startsWith(route.path.slice(0, -1)) : path === route.path),
  );
}
