import type { Database, Orm } from '@sari/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { ApiError, notFound } from '../../platform/errors';
import { systemUser, type UserContext } from '../../tenancy/context';

export type PublicCompany = {
  id: number;
  owner_id: number;
  category_business: string;
  name: string;
  logo: string | null;
  country: string;
};
export type OnlineRules = {
  enabled: boolean;
  min_notice_minutes: number;
  max_days: number;
  cancel_hours: number;
  reminder_hours: number;
  // The business's policy for personal data (Ley 1581 de 2012) the visitor accepts to book.
  privacy_policy_url: string | null;
  // Gift cards may pay a booking's advance on the public page (decision 056; default off).
  gift_cards_online: boolean;
};

// A company by its public address; a company that turned online booking off answers as absent.
// `more` adds columns about the company to the same statement (the online offer of a question:
// one round trip for both), answered as `extra`.
export async function companyBySlug<T extends Record<string, unknown> = Record<string, never>>(
  db: Database,
  tx: Orm | undefined,
  slug: string,
  more?: SQL,
) {
  // The company and its online settings in one round trip.
  const [found] = await db.prepared<PublicCompany & { settings: Record<string, string> } & T>(
    sql`select c.id, c.subscriber_owner_id as owner_id, c.category_business, c.name, c.logo, c.country,
          (select coalesce(json_object_agg(s.key, s.value), '{}') from setting s
            where s.subscriber_owner_company_id = c.id and s.key in ${RULE_KEYS}) as settings
          ${more ? sql`, ${more}` : sql``}
        from subscriber_owner_company c where c.public_slug = ${slug}`,
    tx,
  );
  if (!found) {
    throw notFound('Esta página de reservas no existe.');
  }
  const { settings, id, owner_id, category_business, name, logo, country, ...extra } = found;
  const company: PublicCompany = { id, owner_id, category_business, name, logo, country };
  const rules = rulesOf((key) => settings[key]);
  if (!rules.enabled) {
    throw new ApiError('NOT_FOUND', 'Este negocio no recibe reservas en línea por ahora.');
  }
  return {
    company,
    rules,
    extra: extra as unknown as T,
    user: systemUser(company.id, company.owner_id, company.category_business) as UserContext,
  };
}

// The company acting for itself (a visitor's link, a job): every permission, every site, no user.
export async function companyUser(
  db: Database,
  tx: Orm | undefined,
  companyId: number,
): Promise<UserContext> {
  const [company] = await db.rows<{ owner_id: number; category_business: string }>(
    sql`select subscriber_owner_id as owner_id, category_business from subscriber_owner_company where id = ${companyId}`,
    tx,
  );
  return systemUser(companyId, company.owner_id, company.category_business);
}

const number = (value: string | undefined, fallback: number) =>
  value && /^\d+$/.test(value) ? Number(value) : fallback;

export async function onlineRules(
  db: Database,
  tx: Orm | undefined,
  companyId: number,
): Promise<OnlineRules> {
  const rows = await db.rows<{ key: string; value: string }>(
    sql`select key, value from setting where subscriber_owner_company_id = ${companyId} and key in ${RULE_KEYS}`,
    tx,
  );
  return rulesOf((key) => rows.find((row) => row.key === key)?.value);
}

const RULE_KEYS = sql`('online_booking', 'online_min_notice_minutes', 'online_max_days', 'online_cancel_hours', 'reminder_hours', 'privacy_policy_url', 'online_gift_cards')`;

// The hours before a booking its reminder goes out, from the setting's text (none: 24); the
// same rule in SQL over a text column, for the statement that plans reminders.
export const reminderHoursOf = (value: string | null | undefined) => number(value ?? undefined, 24);
export const reminderHoursSql = (value: SQL) =>
  sql`(case when ${value} ~ '^[0-9]{1,6}$' then ${value}::int else 24 end)`;

// Only a web address is a link to the policy (anything else typed in the setting is no link).
const policyUrl = (value: string | undefined) =>
  value && /^https?:\/\/[^\s"'<>]{1,500}$/.test(value.trim()) ? value.trim() : null;

function rulesOf(value: (key: string) => string | undefined): OnlineRules {
  return {
    enabled: value('online_booking') !== 'false',
    min_notice_minutes: number(value('online_min_notice_minutes'), 120),
    max_days: number(value('online_max_days'), 60),
    cancel_hours: number(value('online_cancel_hours'), 12),
    reminder_hours: reminderHoursOf(value('reminder_hours')),
    privacy_policy_url: policyUrl(value('privacy_policy_url')),
    gift_cards_online: value('online_gift_cards') === 'true',
  };
}
