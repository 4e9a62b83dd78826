import type { reportInput } from '@sari/contracts/reports';
import { addDays } from '@sari/domain/local-days';
import { zonedInstant } from '@sari/domain/zoned-time';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { databaseJson, type OperationContext } from '../../access/operation';
import { inScope, requireSite } from '../../access/sql-scope';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import { can, type UserContext } from '../../tenancy/context';
import { refreshDailyRollups } from './daily-rollups';
import { reportSettings } from './queries/parts';
import type { ReportFilters } from './report-definition';
import { REPORTS } from './report-registry';

type Input = z.output<typeof reportInput>;
export type Site = { id: number; time_zone: string };

async function sitesOf(ctx: OperationContext, siteId: number): Promise<Site[]> {
  if (siteId) {
    requireSite(ctx.user, siteId);
  }
  const sites = await ctx.db.rows<Site>(
    sql`select id, time_zone from site s where ${inScope(ctx, 'site', 's')} and (${siteId} = 0 or s.id = ${siteId}) order by id`,
    ctx.tx,
  );
  if (siteId && sites.length === 0) {
    throw notFound('La sede no existe o no tienes acceso a ella.');
  }
  return sites;
}

// A user who is a specialist and does not manage the team sees only their own participation.
const ownOnly = (ctx: { user: UserContext }) =>
  Boolean(ctx.user.specialistId) && !can(ctx.user, 'specialists', 'update');
function specialistOf(user: UserContext, asked: number | undefined): number | null {
  if (ownOnly({ user })) {
    return user.specialistId;
  }
  return asked ?? null;
}

// What such a specialist may open: the reports about their own work, narrowed to it.
const OWN_REPORTS = new Set<string>([
  'specialistDetailedParticipation',
  'specialistGeneralParticipation',
  'specialistPayslip',
  'appointmentSpecialist',
  'salesSpecialist',
]);

// The filters of a report (or a payslip) for this user: the sites asked for among theirs, the
// range of those sites' own days, the specialist.
export async function reportFilters(
  ctx: OperationContext,
  input: { from: string; to: string; site_id: number; specialist_id?: number },
): Promise<ReportFilters> {
  if (input.from > input.to) {
    throw new ApiError('INVALID_PAYLOAD', 'La fecha inicial va antes de la final.');
  }
  return filtersFor(ctx.user, input, await sitesOf(ctx, input.site_id));
}

// The filters over sites already checked (the benchmark builds them the same way).
export function filtersFor(
  user: UserContext,
  input: { from: string; to: string; specialist_id?: number },
  sites: Site[],
): ReportFilters {
  const ids = sites.map((site) => site.id);
  // Each site's days start at its own midnight: a range of instants per site, so an index on
  // (site, date_created) serves it.
  const instantIn = (siteColumn: SQL, column: SQL) =>
    sites.length === 0
      ? sql`false`
      : sql`(${sql.join(
          sites.map((site) => {
            const start = zonedInstant(input.from, '00:00', site.time_zone).toISOString();
            const end = zonedInstant(addDays(input.to, 1), '00:00', site.time_zone).toISOString();
            return sql`(${siteColumn} = ${site.id} and ${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz)`;
          }),
          sql` or `,
        )})`;
  return {
    user,
    companyId: user.companyId,
    from: input.from,
    to: input.to,
    siteIds: ids,
    specialistId: specialistOf(user, input.specialist_id),
    sites: (column) =>
      ids.length
        ? sql`${column} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    instantIn,
  };
}

// One report: its query's rows counted, totalled (the whole report, not the page), sorted by a
// declared column and paged, in one statement the database answers as JSON.
export async function runReport(ctx: OperationContext, input: Input) {
  const report = REPORTS.get(input.report);
  if (!report) {
    throw notFound('El reporte no existe.');
  }
  if (ownOnly(ctx) && !OWN_REPORTS.has(report.id)) {
    throw forbidden('Solo puedes ver los reportes de tu propia participación.');
  }
  const filters = await reportFilters(ctx, input);
  const sortKey = (input.sort ?? report.defaultSort).replace(/^-/, '');
  const column = report.columns.find((candidate) => candidate.key === sortKey);
  if (!column) {
    throw new ApiError('INVALID_QUERY', `No se puede ordenar por "${sortKey}".`);
  }
  const descending = (input.sort ?? report.defaultSort).startsWith('-');
  // Every column breaks ties in turn, so pages never overlap (rows equal in every column are
  // indistinguishable anyway).
  const order = sql`${sql.identifier(column.key)} ${descending ? sql`desc nulls last` : sql`asc nulls first`}, ${sql.join(
    report.columns.map((candidate) => sql.identifier(candidate.key)),
    sql`, `,
  )}`;
  const totals = report.columns.filter((candidate) => candidate.total);
  const totalsJson = totals.length
    ? sql`json_build_object(${sql.join(
        totals.map(
          (candidate) => sql`${candidate.key}::text, coalesce(sum(${sql.identifier(candidate.key)}), 0)`,
        ),
        sql`, `,
      )})`
    : sql`'{}'::json`;
  if (report.rollups) {
    await refreshDailyRollups(ctx, filters);
  } else {
    await ctx.db.rows(sql`select ${reportSettings}`, ctx.tx);
  }
  // The answer is built by the database as JSON text and passed on as it is (a 10,000-row page
  // parsed, checked and written again took the server's one thread 30-200 ms; decision 036).
  const [answer] = await ctx.db.rows<{ total_count: number; totals: string; rows: string }>(
    sql`with report as materialized (${report.query(filters)})
        select (select count(*)::int from report) as total_count,
          (select ${totalsJson} from report)::text as totals,
          (select coalesce(json_agg(r), '[]'::json) from (
             select * from report order by ${order} limit ${input.limit} offset ${(input.page - 1) * input.limit}) r)::text as rows`,
    ctx.tx,
  );
  const columns = report.columns.map((candidate) => ({ ...candidate, total: candidate.total ?? false }));
  return databaseJson(
    `{"report":${JSON.stringify(report.id)},"columns":${JSON.stringify(columns)},"rows":${answer.rows},"totals":${answer.totals},"total_count":${answer.total_count},"chart":${JSON.stringify(report.chart ?? null)}}`,
  );
}
