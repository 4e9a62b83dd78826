import { useTranslation } from 'react-i18next';
import { useCatalogList } from './api/get-catalog-list';
import { catalogColumns } from './catalog-cell';
import { CatalogFormDialog } from './catalog-form-dialog';
import { DeleteItemDialog } from './delete-item-dialog';
import { InactiveChip } from './list-cells';
import { ListPage } from './list-page';
import type { CatalogConfig, CatalogRow } from './types';
import { useListQuery } from './use-list-query';

// A catalogue screen from its config (tags, brands, lines, ...) on the one list scaffold: the
// columns and form come from the config's fields, delete from the shared dialog. A list under
// a page's own title (a tab: embedded) keeps its search out of the URL.
export function CatalogPage({ config, embedded = false }: { config: CatalogConfig; embedded?: boolean }) {
  const { t } = useTranslation();
  const query = useListQuery(config.defaultSort, { keepInUrl: !embedded });
  const list = useCatalogList(config, query.params);
  const nameOf = (row: CatalogRow) => String(row[config.fields[0].name] ?? row.id);
  const columns = catalogColumns(config, t, (row) => (
    <InactiveChip inactive={Boolean(config.deactivate) && row.is_active === false} />
  ));

  return (
    <ListPage
      module={config.module}
      title={t(config.title)}
      help={config.help ? t(config.help) : undefined}
      variant={embedded ? 'h2' : 'h1'}
      newItem={{ label: t(config.newLabel), testId: 'new-item' }}
      query={query}
      searchPlaceholder={t('crud.search')}
      list={list}
      table={{
        testId: 'catalog-table',
        columns,
        empty: query.params.search ? t('crud.noMatches') : t('crud.empty'),
      }}
      name={nameOf}
      form={(row, close) => <CatalogFormDialog config={config} row={row} onClose={close} />}
      remove={(row, close, canUpdate) => (
        <DeleteItemDialog
          collection={config.collection}
          id={row.id}
          name={nameOf(row)}
          canDeactivate={Boolean(config.deactivate) && canUpdate}
          onClose={close}
        />
      )}
    />
  );
}
