// A path the app may be sent to from a link's parameter (after sign-in, back from the pay
// screen): only one of its own pages, never another site's address, whole ("https://…") or
// protocol-relative ("//evil.example", "/\evil.example"); anything else is `fallback`.
export function sameSitePath(value: string | null | undefined, fallback: string): string {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : fallback;
}
