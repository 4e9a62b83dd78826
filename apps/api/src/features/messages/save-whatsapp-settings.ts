import type { saveWhatsappSettings as contract } from '@sari/contracts/messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { storedSecrets } from '../../platform/secrets';
import { accountOfCompany, settingsView } from './whatsapp-account';

type Input = z.output<(typeof contract)['input']>;

// Saves what the owner typed: a secret left out keeps the stored one, an empty one removes it,
// any other is stored sealed (decision 054). A template left empty is forgotten.
export async function saveWhatsappSettings(ctx: OperationContext, input: Input) {
  const { config } = ctx.services;
  const current = await accountOfCompany(ctx.services, ctx.user.companyId, ctx.tx);
  if (!current) {
    throw new ApiError('NOT_FOUND', 'La empresa no existe.');
  }
  const box = storedSecrets(config);
  const sealed = (value: string | undefined, stored: string | null) => {
    if (value === undefined) {
      return stored === null ? null : box.seal(stored);
    }
    return value === '' ? null : box.seal(value);
  };
  const templates = { ...current.templates };
  for (const [kind, name] of Object.entries(input.templates ?? {})) {
    if (name) {
      templates[kind] = name;
    } else {
      delete templates[kind];
    }
  }
  const phoneNumberId = input.phone_number_id === undefined ? current.phone_number_id : input.phone_number_id;
  const token = input.access_token === undefined ? current.access_token : input.access_token || null;
  const enabled = input.enabled ?? current.enabled;
  if (enabled && (!phoneNumberId || !token)) {
    throw new ApiError(
      'BUSINESS_RULE',
      'Para activar WhatsApp escribe el identificador del número y el token de acceso.',
    );
  }
  const row = {
    phone: phoneNumberId,
    token: sealed(input.access_token, current.access_token),
    appSecret: sealed(input.app_secret, current.app_secret),
    verify: sealed(input.verify_token, current.verify_token),
    templates: JSON.stringify(templates),
    language: input.language ?? current.language,
  };
  await ctx.db.rows(
    sql`insert into sys_whatsapp_account as w (subscriber_owner_company_id, phone_number_id, access_token, app_secret,
          verify_token, templates, language, enabled)
        values (${ctx.user.companyId}, ${row.phone}, ${row.token}, ${row.appSecret}, ${row.verify},
          ${row.templates}::jsonb, ${row.language}, ${enabled})
        on conflict (subscriber_owner_company_id) do update set phone_number_id = excluded.phone_number_id,
          access_token = excluded.access_token, app_secret = excluded.app_secret, verify_token = excluded.verify_token,
          templates = excluded.templates, language = excluded.language, enabled = excluded.enabled,
          date_updated = sari_now()`,
    ctx.tx,
  );
  const saved = await accountOfCompany(ctx.services, ctx.user.companyId, ctx.tx);
  return settingsView(config, saved!);
}
