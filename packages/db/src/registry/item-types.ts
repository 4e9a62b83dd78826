// The items API's shape as types, derived from the one schema (decision 045): each collection's
// JSON row from its drizzle table, its relations, aliases and hidden columns from relations.gen.ts
// (written from the registry). Type-only: the web imports it with `import type`, so nothing of
// drizzle or the registry reaches its bundle. A renamed or removed column fails the typecheck of
// every items call that names it.
import type { collections } from './index';
import type { ItemRelations } from './relations.gen';

type Defs = typeof collections;

export type CollectionName = keyof Defs & keyof ItemRelations & string;

type Columns<C extends CollectionName> = Defs[C]['table']['_']['columns'];

// What the API answers for a column: the rows are built as JSON by the database, so numeric and
// bigint columns are JSON numbers and dates and timestamps are strings.
type JsonOf<Col> = Col extends { _: { columnType: 'PgNumeric' | 'PgNumericNumber' } }
  ? number
  : Col extends { _: { data: infer D } }
    ? D extends Date
      ? string
      : D extends bigint
        ? number
        : D
    : never;
type NullOf<Col> = Col extends { _: { notNull: true } } ? never : null;

type Hidden<C extends CollectionName> = ItemRelations[C]['hidden'];
type ManyToOne<C extends CollectionName> = ItemRelations[C]['m2o'];
type OneToMany<C extends CollectionName> = ItemRelations[C]['o2m'];

// A row as the API answers it when every column is asked for (hidden columns never are).
export type ItemRow<C extends CollectionName> = {
  [K in Exclude<keyof Columns<C> & string, Hidden<C>>]: JsonOf<Columns<C>[K]> | NullOf<Columns<C>[K]>;
};
export type ItemColumn<C extends CollectionName> = keyof ItemRow<C> & string;
// Columns that are many-to-one relations (`site_id`), and one-to-many aliases (`site_schedule`).
export type ItemRelation<C extends CollectionName> = keyof ManyToOne<C> & string;
export type ItemAlias<C extends CollectionName> = keyof OneToMany<C> & string;

// The collection a relation or alias of C leads to.
export type Related<C extends CollectionName, K> = K extends keyof ManyToOne<C>
  ? ManyToOne<C>[K] & CollectionName
  : K extends keyof OneToMany<C>
    ? OneToMany<C>[K] & CollectionName
    : never;

// Directus functions on a column (`year(date_created)`) or the count of an alias's rows
// (`count(site_schedule)`), on the collection's own columns (typed paths through relations stay
// small); which function fits which column type is the server's to check.
export type ItemFunction =
  | 'year'
  | 'month'
  | 'week'
  | 'day'
  | 'weekday'
  | 'hour'
  | 'minute'
  | 'second'
  | 'count';
export type ItemFunctionCall<C extends CollectionName> = `${ItemFunction}(${ItemColumn<C> | ItemAlias<C>})`;

type Leaf<C extends CollectionName> = '*' | ItemColumn<C> | ItemAlias<C>;
type Through<C extends CollectionName> = ItemRelation<C> | ItemAlias<C>;

// A path in fields[]: `*`, a column, an alias, or a path through a relation whose first two steps
// are checked (`service_reservation_id.client_id.first_name`: `client_id` is checked to be a
// relation of service_reservation, what follows is the server's to check).
export type ItemField<C extends CollectionName> =
  | Leaf<C>
  | ItemFunctionCall<C>
  | `*.${string}`
  | {
      [K in Through<C>]: `${K}.${Leaf<Related<C, K>> | `${Through<Related<C, K>>}.${string}`}`;
    }[Through<C>];

// A sortable (or groupable) path: a column, or a column through many-to-one relations.
export type ItemSortPath<C extends CollectionName> =
  | ItemColumn<C>
  | ItemFunctionCall<C>
  | {
      [K in ItemRelation<C>]: `${K}.${ItemColumn<Related<C, K>> | `${ItemRelation<Related<C, K>>}.${string}`}`;
    }[ItemRelation<C>];
export type ItemSort<C extends CollectionName> = ItemSortPath<C> | `-${ItemSortPath<C>}`;

export type FilterOperators = {
  _eq?: unknown;
  _neq?: unknown;
  _lt?: unknown;
  _lte?: unknown;
  _gt?: unknown;
  _gte?: unknown;
  _in?: readonly unknown[];
  _nin?: readonly unknown[];
  _null?: boolean;
  _nnull?: boolean;
  _between?: readonly unknown[];
  _nbetween?: readonly unknown[];
  _contains?: string;
  _ncontains?: string;
  _icontains?: string;
  _nicontains?: string;
  _starts_with?: string;
  _nstarts_with?: string;
  _istarts_with?: string;
  _nistarts_with?: string;
  _ends_with?: string;
  _nends_with?: string;
  _iends_with?: string;
  _niends_with?: string;
  _ieq?: string;
  _nieq?: string;
  _empty?: boolean;
  _nempty?: boolean;
};

// A filter on C: operators on its columns, a filter on a many-to-one relation's row, a
// _some/_none filter on an alias's rows, combined with _and/_or; every key checked at each level.
export type ItemFilter<C extends CollectionName> = {
  _and?: readonly ItemFilter<C>[];
  _or?: readonly ItemFilter<C>[];
} & {
  [K in ItemColumn<C>]?: K extends ItemRelation<C>
    ? FilterOperators | ItemFilter<Related<C, K>>
    : FilterOperators;
} & {
  [K in ItemAlias<C>]?:
    | { _some?: ItemFilter<Related<C, K>>; _none?: ItemFilter<Related<C, K>> }
    | ItemFilter<Related<C, K>>;
} & { [K in ItemFunctionCall<C>]?: FilterOperators };

export type AggregateFn =
  | 'count'
  | 'countDistinct'
  | 'sum'
  | 'sumDistinct'
  | 'avg'
  | 'avgDistinct'
  | 'min'
  | 'max';

export type ItemQuery<C extends CollectionName> = {
  fields?: readonly ItemField<C>[];
};

export type ItemsQuery<C extends CollectionName> = ItemQuery<C> & {
  filter?: ItemFilter<C>;
  search?: string;
  sort?: readonly ItemSort<C>[];
  limit?: number;
  offset?: number;
  page?: number;
  groupBy?: readonly ItemSortPath<C>[];
  // null: no counts (a hot read); the default asks for all of them.
  meta?: 'filter_count' | 'total_count' | '*' | null;
  count_limit?: number;
} & { [F in AggregateFn as `aggregate[${F}]`]?: '*' | ItemColumn<C> };

// The keys a row of C may have: its readable columns and aliases.
export type ItemRowKey<C extends CollectionName> = ItemColumn<C> | ItemAlias<C>;

type BadKeysOf<C extends CollectionName, V> = V extends readonly (infer E)[]
  ? BadKeysOf<C, E>
  : V extends object
    ? Exclude<keyof V, ItemRowKey<C>> & string
    : never;

// The keys of a hand-written row type R that C does not have: a key that is no column or alias
// of C, or a key of a nested relation's object (an alias's rows) its collection does not have
// (`service_id.title`). never when R fits.
export type ItemRowErrors<C extends CollectionName, R> = {
  [K in keyof R]-?: K extends ItemRowKey<C>
    ? K extends Through<C>
      ? `${K}.${BadKeysOf<Related<C, K>, NonNullable<R[K]>>}`
      : never
    : K;
}[keyof R];

// Added to a call's parameter: nothing when R fits, else a property the call lacks, named after
// the bad keys ("Property 'rowKeysNotIn_client' is missing ... 'surname'").
export type RowCheck<C extends CollectionName, R> = [ItemRowErrors<C, R>] extends [never]
  ? unknown
  : { [K in `rowKeysNotIn_${C}`]: ItemRowErrors<C, R> };

// An aggregate's row: the aggregate functions and the grouped columns.
export type AggregateCheck<C extends CollectionName, R> = [
  Exclude<keyof R, AggregateFn | ItemSortPath<C>>,
] extends [never]
  ? unknown
  : { [K in `aggregateKeysNotIn_${C}`]: Exclude<keyof R, AggregateFn | ItemSortPath<C>> };

// A body written to C (create or update): only its columns and aliases. Used as a bound
// (`B extends ItemInputShape<C, B>`): a key C does not have is `never`.
export type ItemInputShape<C extends CollectionName, B> = {
  [K in keyof B]: K extends ItemRowKey<C> ? unknown : never;
};
export type ItemInput<C extends CollectionName> = { [K in ItemRowKey<C>]?: unknown };

// relations.gen.ts is written from the registry: if a table loses a column it names, this fails.
type Stale = {
  [C in CollectionName]: Exclude<ItemRelation<C> | Hidden<C>, keyof Columns<C>>;
}[CollectionName];
// The error names the stale column: run `npm run db:item-types`.
type NoneStale<T extends never> = T;
export type RelationsMatchTables = NoneStale<Stale>;
