import { MESSAGE_KINDS, type saveWhatsappSettings } from '@sari/contracts/messages';
import type { InputOf, OutputOf } from '@sari/contracts/operation';

export type WhatsappSettings = OutputOf<typeof saveWhatsappSettings>;
export const SECRETS = ['access_token', 'app_secret', 'verify_token'] as const;
export type SecretName = (typeof SECRETS)[number];
// keep: the stored one stays (left out of the PUT); replace: the value typed; remove: ''.
export type SecretEdit = { mode: 'keep' | 'replace' | 'remove'; value: string };

export type WhatsappForm = {
  phone_number_id: string;
  language: string;
  enabled: boolean;
  templates: Record<string, string>;
  secrets: Record<SecretName, SecretEdit>;
};

// The form as the server's answer leaves it: a secret never comes back, so every one is kept;
// one not set starts as an empty field to type in.
export function formOf(settings: WhatsappSettings): WhatsappForm {
  const secret = (set: boolean): SecretEdit => ({ mode: set ? 'keep' : 'replace', value: '' });
  return {
    phone_number_id: settings.phone_number_id ?? '',
    language: settings.language,
    enabled: settings.enabled,
    templates: Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, settings.templates[kind] ?? ''])),
    secrets: {
      access_token: secret(settings.access_token_set),
      app_secret: secret(settings.app_secret_set),
      verify_token: secret(settings.verify_token_set),
    },
  };
}

// The PUT body: a kept secret (or an empty field) is left out, a removed one is '' (decision 054).
export function bodyOf(form: WhatsappForm): InputOf<typeof saveWhatsappSettings> {
  const body: InputOf<typeof saveWhatsappSettings> = {
    phone_number_id: form.phone_number_id.trim() || null,
    language: form.language.trim(),
    enabled: form.enabled,
    templates: Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, (form.templates[kind] ?? '').trim()])),
  };
  for (const name of SECRETS) {
    const edit = form.secrets[name];
    if (edit.mode === 'remove') {
      body[name] = '';
    } else if (edit.mode === 'replace' && edit.value.trim()) {
      body[name] = edit.value.trim();
    }
  }
  return body;
}
