// The session token lives in the server's HttpOnly cookie (spec-coverage 7 › The token kept in a cookie):
// no script in the page, ours included, can read it. Earlier versions kept a readable copy in
// `sari_token`; it is removed on start so it cannot leak either.
export function dropLegacyToken() {
  if (/(?:^|;\s*)sari_token=/.test(document.cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: deletes the readable cookie of earlier versions
    document.cookie = 'sari_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax';
  }
}
