import type { Database, Orm } from '@sari/db/client';
import { sql } from 'drizzle-orm';
import type { Services } from '../../access/operation';
import type { Config } from '../../config';
import { storedSecrets } from '../../platform/secrets';

// A company's WhatsApp Business account as the server uses it: secrets opened (decision 054).
export type WhatsappAccount = {
  company_id: number;
  slug: string;
  phone_number_id: string | null;
  access_token: string | null;
  app_secret: string | null;
  verify_token: string | null;
  templates: Record<string, string>;
  language: string;
  enabled: boolean;
};

type Stored = Omit<WhatsappAccount, 'slug'> & { slug: string };

// A secret that no longer opens (the key changed) reads as not set: the owner enters it again.
function opened(config: Config, sealed: string | null): string | null {
  if (!sealed) {
    return null;
  }
  try {
    return storedSecrets(config).open(sealed);
  } catch {
    return null;
  }
}

async function read(db: Database, tx: Orm | undefined, where: ReturnType<typeof sql>, config: Config) {
  const [row] = await db.rows<Stored>(
    sql`select co.id as company_id, co.public_slug as slug, w.phone_number_id, w.access_token, w.app_secret,
          w.verify_token, coalesce(w.templates, '{}'::jsonb) as templates, coalesce(w.language, 'es') as language,
          coalesce(w.enabled, false) as enabled
        from subscriber_owner_company co
        left join sys_whatsapp_account w on w.subscriber_owner_company_id = co.id
        where ${where}`,
    tx,
  );
  if (!row) {
    return null;
  }
  return {
    ...row,
    access_token: opened(config, row.access_token),
    app_secret: opened(config, row.app_secret),
    verify_token: opened(config, row.verify_token),
  };
}

export const accountOfCompany = (services: Pick<Services, 'db' | 'config'>, companyId: number, tx?: Orm) =>
  read(services.db, tx, sql`co.id = ${companyId}`, services.config);

export const accountOfSlug = (services: Pick<Services, 'db' | 'config'>, slug: string, tx?: Orm) =>
  read(services.db, tx, sql`co.public_slug = ${slug}`, services.config);

// Ready to send a kind of message: switched on, the number, the token and that kind's template.
export function canSend(
  account: WhatsappAccount | null,
  kind?: string,
): account is WhatsappAccount & {
  phone_number_id: string;
  access_token: string;
} {
  return Boolean(
    account?.enabled &&
      account.phone_number_id &&
      account.access_token &&
      (kind === undefined || account.templates[kind]),
  );
}

export const webhookUrl = (config: Config, slug: string) =>
  `${config.baseUrl}/api/public/whatsapp/${encodeURIComponent(slug)}`;

// What the settings screen reads: never a secret, only whether it is set.
export function settingsView(config: Config, account: WhatsappAccount) {
  return {
    phone_number_id: account.phone_number_id,
    language: account.language,
    enabled: account.enabled,
    templates: account.templates,
    access_token_set: Boolean(account.access_token),
    app_secret_set: Boolean(account.app_secret),
    verify_token_set: Boolean(account.verify_token),
    webhook_url: webhookUrl(config, account.slug),
  };
}
