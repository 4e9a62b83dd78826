import { createHmac, timingSafeEqual } from 'node:crypto';

// A link token that names a row and proves the server made it: `<id>.<hmac>`, the HMAC over the
// purpose and the id with the server's secret. Nothing to store; a different purpose never
// verifies (a booking link is not a rating link).
export function signToken(secret: string, purpose: string, id: number): string {
  const mac = createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url').slice(0, 32);
  return `${id}.${mac}`;
}

export function verifyToken(secret: string, purpose: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) {
    return null;
  }
  const expected = signToken(secret, purpose, Number(match[1]));
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? Number(match[1]) : null;
}
