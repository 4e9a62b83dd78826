import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user';
import {
  EmptyRow,
  ListHeader,
  ListPagination,
  RowActions,
  SearchField,
  SortLabel,
} from '../../../shared/ui/list-parts';
import { useSuppliers } from '../api/get-suppliers';
import type { Supplier } from '../api/purchase-keys';
import { ShoppingHeader } from './shopping-header';
import { SupplierDeleteDialog } from './supplier-delete-dialog';
import { SupplierFormDialog } from './supplier-form-dialog';

const WIDE = { xs: 'none', md: 'table-cell' };
const COLUMNS: { field: keyof Supplier; label: string; wide?: boolean }[] = [
  { field: 'name', label: 'purchases.name' },
  { field: 'tax_id', label: 'purchases.taxId', wide: true },
  { field: 'contact_name', label: 'purchases.contact', wide: true },
  { field: 'phone', label: 'purchases.phone' },
  { field: 'payment_terms', label: 'purchases.paymentTerms', wide: true },
];

// Proveedores: server search, sort and pages; a row opens the supplier's account.
export function SupplierListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const can = (action: string) => permissions.has(`shopping:${action}`);
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('name');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const list = useSuppliers({ search, sort, page, pageSize });
  const rows = list.data?.data ?? [];

  return (
    <Box>
      <ShoppingHeader />
      <ListHeader title={t('purchases.suppliers')} help={t('purchases.suppliersHelp')} variant="h2">
        {can('create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-supplier"
          >
            {t('purchases.newSupplier')}
          </Button>
        )}
      </ListHeader>
      <Card>
        <Box sx={{ p: 2 }}>
          <SearchField
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setPage(0);
            }}
            placeholder={t('crud.search')}
            fullWidth
          />
        </Box>
        {list.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="supplier-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column.field} sx={{ display: column.wide ? WIDE : undefined }}>
                    <SortLabel
                      field={column.field}
                      sort={sort}
                      onSort={(next) => {
                        setSort(next);
                        setPage(0);
                      }}
                    >
                      {t(column.label)}
                    </SortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  {COLUMNS.map((column, index) => (
                    <TableCell key={column.field} sx={{ display: column.wide ? WIDE : undefined }}>
                      {index === 0 ? (
                        <>
                          <Link
                            component={RouterLink}
                            to={`/shopping/suppliers/detail/${row.id}`}
                            sx={{ fontWeight: 600 }}
                          >
                            {row.name}
                          </Link>
                          {!row.is_active && <Chip size="small" label={t('crud.inactive')} sx={{ ml: 1 }} />}
                        </>
                      ) : (
                        (row[column.field] as string | null) || '—'
                      )}
                    </TableCell>
                  ))}
                  <RowActions
                    name={row.name}
                    onEdit={can('update') ? () => setEditing(row) : undefined}
                    onDelete={can('delete') ? () => setDeleting(row) : undefined}
                  />
                </TableRow>
              ))}
              {!list.isLoading && rows.length === 0 && (
                <EmptyRow
                  colSpan={COLUMNS.length + 1}
                  text={search ? t('crud.noMatches') : t('crud.empty')}
                />
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={list.data?.meta?.filter_count ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </Card>
      {editing && (
        <SupplierFormDialog
          supplier={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <SupplierDeleteDialog
          supplier={deleting}
          canDeactivate={can('update')}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
