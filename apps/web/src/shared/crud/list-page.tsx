import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import type { ItemsResponse } from '../api/http';
import { useCurrentUser } from '../session/current-user';
import { ListHeader, ListPagination, RowActions, SearchField } from '../ui/list-parts';
import { type ListColumn, ListTable } from './list-table';
import type { ListQuery } from './use-list-query';

export type ListPageProps<Row extends { id: number }> = {
  // the permission module: "Nuevo …", edit and delete show only for a role that allows them
  module: string;
  // title and help, already translated; no title when the page's own heading is above (a tab)
  title?: string;
  help?: string;
  variant?: 'h1' | 'h2';
  // drawn above the title (a section's tabs)
  above?: ReactNode;
  // secondary buttons beside "Nuevo …"
  actions?: ReactNode;
  newItem: { label: string; testId: string };
  query: ListQuery;
  searchPlaceholder: string;
  filters?: ReactNode;
  // the feature's own list query (its api/ folder), read with the query's search, sort and page
  list: { data?: ItemsResponse<Row[]>; isFetching: boolean; isLoading: boolean };
  table: { testId: string; columns: readonly ListColumn<Row>[]; empty: string };
  // a row's name, read by its edit and delete buttons ("Editar Ana")
  name: (row: Row) => string;
  // fixed button names instead (the clients' list: "Editar cliente")
  rowLabels?: { edit: string; delete: string };
  labelDisplayedRows?: (info: { from: number; to: number; count: number }) => string;
  // the feature's form (a new row when undefined) and its delete dialog with the in-use refusal
  form: (row: Row | undefined, close: () => void) => ReactNode;
  remove: (row: Row, close: () => void, canDeactivate: boolean) => ReactNode;
  // further dialogs of the page (the clients' import)
  children?: ReactNode;
};

// The one catalogue list (decision 048): title and "Nuevo …", search kept in the URL with the
// page's filters, server sort and pages, a table a phone can read, edit and delete.
export function ListPage<Row extends { id: number }>(props: ListPageProps<Row>) {
  const { module, query, list, table, name, rowLabels } = props;
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const can = (action: string) => permissions.has(`${module}:${action}`);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = list.data?.data ?? [];

  return (
    <Box>
      {props.above}
      <ListHeader title={props.title} help={props.help} variant={props.variant}>
        {props.actions}
        {can('create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid={props.newItem.testId}
          >
            {props.newItem.label}
          </Button>
        )}
      </ListHeader>
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { md: 'center' } }}
        >
          <SearchField
            value={query.searchText}
            onChange={query.setSearchText}
            placeholder={props.searchPlaceholder}
            fullWidth={!props.filters}
          />
          {props.filters}
        </Stack>
        {list.isFetching && <LinearProgress />}
        <ListTable
          testId={table.testId}
          columns={table.columns}
          rows={rows}
          sort={query.params.sort}
          onSort={query.setSort}
          empty={list.isLoading ? null : table.empty}
          actions={(row) => (
            <RowActions
              name={name(row)}
              labels={rowLabels}
              onEdit={can('update') ? () => setEditing(row) : undefined}
              onDelete={can('delete') ? () => setDeleting(row) : undefined}
            />
          )}
        />
        <ListPagination
          count={list.data?.meta?.filter_count ?? 0}
          page={query.params.page}
          pageSize={query.params.pageSize}
          onPage={query.setPage}
          onPageSize={query.setPageSize}
          labelDisplayedRows={props.labelDisplayedRows}
        />
      </Card>
      {editing && props.form(editing === 'new' ? undefined : editing, () => setEditing(null))}
      {deleting && props.remove(deleting, () => setDeleting(null), can('update'))}
      {props.children}
    </Box>
  );
}
