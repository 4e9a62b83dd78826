import { describe, expect, it } from 'vitest';
import {
  CHART_LIMIT,
  DEFAULT_LIMIT,
  EXPORT_LIMIT,
  filterRange,
  isDay,
  monthRange,
  readReportQuery,
  reportRequest,
  withFilters,
  withSort,
  writeReportQuery,
} from './report-query';

const DEFAULTS = { from: '2026-11-01', to: '2026-11-30', site: 0 };
const read = (search: string) => readReportQuery(new URLSearchParams(search), DEFAULTS);

describe('report URL state', () => {
  it('falls back to the defaults for what the URL lacks or gets wrong', () => {
    expect(read('')).toEqual({ ...DEFAULTS, sort: null, page: 1, limit: DEFAULT_LIMIT });
    expect(read('from=2026-02-30&to=nope&site=-1&sort=1%3Bdrop&page=0&limit=7')).toEqual({
      ...DEFAULTS,
      sort: null,
      page: 1,
      limit: DEFAULT_LIMIT,
    });
  });

  it('reads a shared link back exactly and writes it the same way', () => {
    const search = 'from=2026-09-01&to=2026-10-15&site=3&sort=-total&page=2&limit=50';
    const query = read(search);
    expect(query).toEqual({
      from: '2026-09-01',
      to: '2026-10-15',
      site: 3,
      sort: '-total',
      page: 2,
      limit: 50,
    });
    expect(writeReportQuery(query).toString()).toBe(search);
  });

  it('always writes the filters, and the rest only when not the default', () => {
    expect(writeReportQuery(read('')).toString()).toBe('from=2026-11-01&to=2026-11-30&site=0');
  });

  it('puts a reversed range the right way round', () => {
    expect(read('from=2026-11-20&to=2026-11-02')).toMatchObject({ from: '2026-11-02', to: '2026-11-20' });
    expect(withFilters(read(''), { from: '2026-12-05' })).toMatchObject({
      from: '2026-11-30',
      to: '2026-12-05',
    });
  });

  it('goes back to the first page on a filter or order change, keeping order and page size', () => {
    const query = read('sort=-total&page=4&limit=10');
    expect(withFilters(query, { site: 2 })).toEqual({ ...query, site: 2, page: 1 });
    expect(withSort(query, 'total')).toMatchObject({ sort: 'total', page: 1 });
    expect(withSort(withSort(query, 'month'), 'month')).toMatchObject({ sort: '-month', page: 1 });
  });

  it('knows real days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('report filters sent to the server', () => {
  it("defaults to this month of the site's wall clock", () => {
    // 02:00 UTC on 1 December is still 30 November in Bogotá.
    const instant = new Date('2026-12-01T02:00:00Z');
    expect(monthRange('America/Bogota', instant)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('Europe/Madrid', instant)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('America/Bogota', new Date('2028-02-10T12:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('sends the dates in UTC with the local offset removed (midnight stays midnight)', () => {
    expect(filterRange('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-30T23:59:59.999Z',
    });
  });

  it('asks for the page shown, or for the whole result when exporting', () => {
    const query = read('from=2026-09-01&to=2026-11-30&site=2&sort=-total&page=3&limit=10');
    expect(reportRequest('salesMonth', query)).toEqual({
      report: 'salesMonth',
      from: '2026-09-01T00:00:00.000Z',
      to: '2026-11-30T23:59:59.999Z',
      site_id: 2,
      sort: '-total',
      page: 3,
      limit: 10,
    });
    expect(
      reportRequest('specialistGeneralParticipation', query, { specialistId: 7, all: true }),
    ).toMatchObject({
      specialist_id: 7,
      page: 1,
      limit: EXPORT_LIMIT,
    });
    expect(reportRequest('appointmentSummary', query, { chart: true })).toMatchObject({
      sort: '-total',
      page: 1,
      limit: CHART_LIMIT,
    });
    expect(reportRequest('salesMonth', read(''))).not.toHaveProperty('sort');
  });
});
