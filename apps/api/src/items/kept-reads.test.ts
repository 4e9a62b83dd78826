import { describe, expect, it } from 'vitest';
import { toQuery } from '../../test/factories';
import { getCollection } from '../tenancy/meta';
import { daysOfRead, type KeptReadRules } from './kept-reads';
import { parseItemsQuery } from './parse-query';

const rules: KeptReadRules = {
  days: { service_reservation_service: { site: 'site_id', date: 'date' } },
  announced: new Set(['service_reservation_service', 'service_reservation', 'client']),
};
const meta = getCollection('service_reservation_service')!;
const reads = new Set(['service_reservation_service', 'service_reservation', 'client']);

const daysOf = (query: Record<string, unknown>, touched: ReadonlySet<string> = reads, collection = meta) =>
  daysOfRead(rules, collection, parseItemsQuery(new URLSearchParams(toQuery(query).slice(1))), touched);

describe('which reads are kept', () => {
  it('a site and a day, or a range of days, named by the filter', () => {
    expect(daysOf({ filter: { site_id: { _eq: 3 }, date: { _eq: '2026-12-14' } } })).toEqual(['2026-12-14']);
    expect(
      daysOf({
        filter: { _and: [{ site_id: { _eq: '3' } }, { date: { _between: ['2026-12-30', '2027-01-02'] } }] },
      }),
    ).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    // Other conditions on the same rows narrow the answer; the days still decide it.
    expect(
      daysOf({ filter: { site_id: { _eq: 3 }, date: { _eq: '2026-12-14' }, specialist_id: { _eq: 9 } } }),
    ).toEqual(['2026-12-14']);
  });

  it('nothing else', () => {
    const day = { site_id: { _eq: 3 }, date: { _eq: '2026-12-14' } };
    // No site, no day, or not one of each.
    expect(daysOf({ filter: { date: { _eq: '2026-12-14' } } })).toBeNull();
    expect(daysOf({ filter: { site_id: { _eq: 3 } } })).toBeNull();
    expect(daysOf({ filter: { site_id: { _in: [3] }, date: { _eq: '2026-12-14' } } })).toBeNull();
    expect(daysOf({ filter: { site_id: { _eq: 3 }, date: { _gte: '2026-12-14' } } })).toBeNull();
    expect(daysOf({ filter: { _or: [day] } })).toBeNull();
    expect(daysOf({ filter: { ...day, _and: [{ date: { _eq: '2026-12-15' } }] } })).toBeNull();
    // Days that are not days, or too many of them.
    expect(daysOf({ filter: { site_id: { _eq: 3 }, date: { _eq: '14/12/2026' } } })).toBeNull();
    expect(
      daysOf({ filter: { site_id: { _eq: 3 }, date: { _between: ['2026-13-01', '2026-13-02'] } } }),
    ).toBeNull();
    expect(
      daysOf({ filter: { site_id: { _eq: 3 }, date: { _between: ['2026-12-15', '2026-12-14'] } } }),
    ).toBeNull();
    expect(
      daysOf({ filter: { site_id: { _eq: 3 }, date: { _between: ['2026-01-01', '2026-12-31'] } } }),
    ).toBeNull();
    // A search, counts or sums.
    expect(daysOf({ filter: day, search: 'Rosa' })).toBeNull();
    expect(daysOf({ filter: day, meta: 'filter_count' })).toBeNull();
    expect(daysOf({ filter: day, aggregate: { count: ['*'] } })).toBeNull();
    // A read that touches a collection whose changes are not announced.
    expect(daysOf({ filter: day }, new Set([...reads, 'service_reservation_service_product']))).toBeNull();
    // A collection that does not lie on days.
    expect(daysOf({ filter: day }, new Set(['client']), getCollection('client')!)).toBeNull();
  });
});
