import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

// The app runs under a policy with no inline scripts and nothing from other origins; MUI's
// emotion writes <style> tags, hence 'unsafe-inline' for styles only. No page may frame it.
// An API on another address (the public setting apiBaseUrl) is the one other origin the page
// may call.
export function securityHeaders(config: Pick<Config, 'baseUrl' | 'publicSettings'>) {
  const api = /^https?:\/\//.test(config.publicSettings.apiBaseUrl)
    ? [new URL(config.publicSettings.apiBaseUrl).origin]
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...api],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // Reset and sign-up links carry a token in the address: never sent to another site.
    referrerPolicy: 'same-origin',
    strictTransportSecurity: config.baseUrl.startsWith('https://')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
