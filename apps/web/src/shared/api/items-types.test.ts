import { describe, expectTypeOf, it } from 'vitest';
import { type ItemField, type ItemFilter, type ItemRow, type ItemSort, items } from './http';

// The typecheck is this test: each @ts-expect-error line must be an error (decision 045). The
// calls sit in a function never run, so nothing reaches the network.
function calls() {
  type Client = { id: number; first_name: string; last_name: string | null };
  items('client').read<Client>({ fields: ['id', 'first_name', 'last_name'], sort: ['-last_name'] });
  // @ts-expect-error a column the client table does not have
  items('client').read<Client>({ fields: ['id', 'frist_name'] });
  // Directus functions name a column (or an alias, for count) of the collection.
  items('history_payment').aggregate<{ count: number }>({
    'aggregate[count]': '*',
    groupBy: ['year(date_created)'],
    filter: { 'month(date_created)': { _eq: 12 } },
  });
  // @ts-expect-error a function on a column that does not exist
  items('history_payment').read({ fields: ['year(date_crated)'] });
  // @ts-expect-error a collection the registry does not serve
  items('clients').read({ fields: ['id'] });
  // @ts-expect-error a sort on a column that does not exist
  items('client').read<Client>({ sort: ['-surname'] });
  // @ts-expect-error a filter on a column that does not exist
  items('client').read<Client>({ filter: { is_activ: { _eq: true } } });
  // @ts-expect-error an alias filter whose child column does not exist
  items('client').read({ filter: { client_client_tag: { _some: { tag_id: { _eq: 1 } } } } });
  // @ts-expect-error a groupBy column that does not exist
  items('service_reservation').aggregate<{ count: number }>({ 'aggregate[count]': '*', groupBy: ['state'] });
  // @ts-expect-error a hidden column is never readable
  items('client').read({ fields: ['search_text'] });
  // @ts-expect-error a row type with a key the collection does not have
  items('client').read<{ id: number; surname: string }>({ fields: ['id'] });
  // @ts-expect-error a nested relation row with a key its collection does not have
  items('service_reservation_service').read<{ id: number; service_id: { id: number; title: string } }>({});
  // @ts-expect-error a body naming a column that does not exist
  items('client').update(1, { first_name: 'Ana', surname: 'Ruiz' });
  // Nested paths: the relation and the column after it are checked; `*` is allowed.
  items('service_reservation_service').read<{ id: number; service_id: { id: number; name: string } }>({
    fields: ['*', 'service_id.name', 'service_reservation_id.client_id.first_name'],
    filter: { service_reservation_id: { client_id: { first_name: { _icontains: 'a' } } } },
    sort: ['service_id.name'],
  });
  // @ts-expect-error the column after a relation is checked too
  items('service_reservation_service').read({ fields: ['service_id.title'] });
  // @ts-expect-error and the relation after a relation
  items('service_reservation_service').read({ fields: ['service_reservation_id.customer_id.name'] });
}

describe('the items calls are typed from the schema', () => {
  it('rows, fields, sorts and filters name what the tables hold', () => {
    expectTypeOf(calls).toBeFunction();
    expectTypeOf<ItemRow<'client'>['first_name']>().toEqualTypeOf<string>();
    expectTypeOf<ItemRow<'client'>['last_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<ItemRow<'client'>['date_created']>().toEqualTypeOf<string>();
    expectTypeOf<ItemRow<'history_payment'>['total']>().toEqualTypeOf<number>();
    expectTypeOf<'client_client_tag.client_tag_id.name'>().toExtend<ItemField<'client'>>();
    expectTypeOf<'search_text'>().not.toExtend<ItemField<'client'>>();
    expectTypeOf<'-first_name'>().toExtend<ItemSort<'client'>>();
    expectTypeOf<{ first_name: { _eq: 'Ana' } }>().toExtend<ItemFilter<'client'>>();
  });
});
