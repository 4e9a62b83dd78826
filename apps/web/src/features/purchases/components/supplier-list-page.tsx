import { useTranslation } from 'react-i18next';
import { InactiveChip, RowLink } from '../../../shared/crud/list-cells';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSuppliers } from '../api/get-suppliers';
import type { Supplier } from '../api/purchase-keys';
import { ShoppingHeader } from './shopping-header';
import { SupplierDeleteDialog } from './supplier-delete-dialog';
import { SupplierFormDialog } from './supplier-form-dialog';

type T = (key: string) => string;

// A plain text column, sorted by its field.
const text = (field: keyof Supplier, label: string, from?: 'md'): ListColumn<Supplier> => ({
  key: field,
  label,
  sort: field,
  from,
  cell: (row) => (row[field] as string | null) || '—',
});

const columns = (t: T): ListColumn<Supplier>[] => [
  {
    key: 'name',
    label: t('purchases.name'),
    sort: 'name',
    cell: (row) => (
      <>
        <RowLink to={`/shopping/suppliers/detail/${row.id}`}>{row.name}</RowLink>
        <InactiveChip inactive={!row.is_active} />
      </>
    ),
  },
  text('tax_id', t('purchases.taxId'), 'md'),
  text('contact_name', t('purchases.contact'), 'md'),
  text('phone', t('purchases.phone')),
  text('payment_terms', t('purchases.paymentTerms'), 'md'),
];

// Proveedores: server search, sort and pages; a row opens the supplier's account.
export function SupplierListPage() {
  const { t } = useTranslation();
  const query = useListQuery('name');
  const list = useSuppliers(query.params);

  return (
    <ListPage
      module="shopping"
      above={<ShoppingHeader />}
      title={t('purchases.suppliers')}
      help={t('purchases.suppliersHelp')}
      variant="h2"
      newItem={{ label: t('purchases.newSupplier'), testId: 'new-supplier' }}
      query={query}
      searchPlaceholder={t('crud.search')}
      list={list}
      table={{
        testId: 'supplier-table',
        columns: columns(t),
        empty: query.params.search ? t('crud.noMatches') : t('crud.empty'),
      }}
      name={(row) => row.name}
      form={(supplier, close) => <SupplierFormDialog supplier={supplier} onClose={close} />}
      remove={(supplier, close, canDeactivate) => (
        <SupplierDeleteDialog supplier={supplier} canDeactivate={canDeactivate} onClose={close} />
      )}
    />
  );
}
