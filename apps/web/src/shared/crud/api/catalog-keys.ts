export type ListParams = { search: string; sort: string; page: number; pageSize: number };

export const catalogKeys = {
  all: (collection: string) => ['catalog', collection] as const,
  list: (collection: string, params: ListParams) => ['catalog', collection, 'list', params] as const,
  options: (collection: string) => ['catalog', collection, 'options'] as const,
};
