import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets a company gives the app (its WhatsApp access token and app secret) are stored
// encrypted with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. The key is SECRETS_KEY
// (64 hex characters) or, without it, derived from the auth secret with HKDF (decision 054).
export type Secrets = { seal: (plain: string) => string; open: (sealed: string) => string };

function keyOf(secretsKey: string | undefined, authSecret: string): Buffer {
  if (secretsKey && /^[0-9a-f]{64}$/i.test(secretsKey)) {
    return Buffer.from(secretsKey, 'hex');
  }
  const material = secretsKey ?? authSecret;
  return Buffer.from(hkdfSync('sha256', material, 'sari', 'stored-secrets', 32));
}

export function secretBox(secretsKey: string | undefined, authSecret: string): Secrets {
  const key = keyOf(secretsKey, authSecret);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) {
        throw new Error('secreto guardado ilegible');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

// The server's one box for what it keeps sealed (a company's WhatsApp secrets, a sign-in code
// waiting in its job), keyed by the process's settings.
export const storedSecrets = (config: { secretsKey?: string; authSecret: string }) =>
  secretBox(config.secretsKey, config.authSecret);
