import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { formatMoney } from '@sari/domain/money';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/current-user';
import { EmptyRow, ListHeader, ListPagination, RowActions, SearchField, SortLabel } from '../ui/list-parts';
import { useCatalogList } from './api/get-catalog-list';
import { CatalogFormDialog } from './catalog-form-dialog';
import { DeleteItemDialog } from './delete-item-dialog';
import type { CatalogConfig, CatalogRow, FieldDef } from './types';

function Cell({ field, row }: { field: FieldDef; row: CatalogRow }): ReactNode {
  const { t } = useTranslation();
  const value = row[field.name as string];
  if (value === null || value === undefined || value === '') {
    return <Typography color="text.secondary">—</Typography>;
  }
  switch (field.kind) {
    case 'boolean':
      return value ? t('crud.yes') : t('crud.no');
    case 'color':
      return (
        <Chip
          size="small"
          label={String(value)}
          sx={{ bgcolor: String(value), color: contrastTextColor(String(value)), fontFamily: 'monospace' }}
        />
      );
    case 'money':
      return formatMoney(Number(value));
    case 'select':
      return String((value as Record<string, unknown>)[field.options!.labelField] ?? '');
    case 'enum':
      return t(field.values?.find((option) => option.value === value)?.label ?? String(value));
    default:
      return String(value);
  }
}

// The list of a catalogue: server-side search, sort and pagination; create, edit and delete
// buttons only for users whose role allows them (the server checks again).
// Columns of a catalogue list a phone shows (390 px: a name, one more, and the actions).
const PHONE_COLUMNS = 2;

export function CatalogPage({ config, embedded = false }: { config: CatalogConfig; embedded?: boolean }) {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const can = (action: string) => permissions.has(`${config.module}:${action}`);
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState<string>(config.defaultSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [editing, setEditing] = useState<CatalogRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CatalogRow | null>(null);
  const list = useCatalogList(config, { search, sort, page, pageSize });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta?.filter_count ?? 0;
  const columns = config.fields.filter((field) => field.inList !== false);
  const nameOf = (row: CatalogRow) => String(row[config.fields[0].name] ?? row.id);
  // A phone shows the first columns and the row's actions, all in view without a sideways
  // scroll; the rest of the columns are in the edit form (and on wider screens).
  const hideOnPhone = (field: FieldDef, index: number) =>
    field.wide
      ? { xs: 'none', md: 'table-cell' }
      : index >= PHONE_COLUMNS
        ? { xs: 'none', sm: 'table-cell' }
        : undefined;

  return (
    <Box>
      <ListHeader
        title={t(config.title)}
        help={config.help ? t(config.help) : undefined}
        variant={embedded ? 'h2' : 'h1'}
      >
        {can('create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-item"
          >
            {t(config.newLabel)}
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
          <Table size="small" data-testid="catalog-table">
            <TableHead>
              <TableRow>
                {columns.map((field, index) => (
                  <TableCell key={field.name} sx={{ display: hideOnPhone(field, index) }}>
                    {field.kind === 'select' ? (
                      t(field.label)
                    ) : (
                      <SortLabel
                        field={field.name}
                        sort={sort}
                        onSort={(next) => {
                          setSort(next);
                          setPage(0);
                        }}
                      >
                        {t(field.label)}
                      </SortLabel>
                    )}
                  </TableCell>
                ))}
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((field, index) => (
                    <TableCell
                      key={field.name}
                      sx={{ display: hideOnPhone(field, index), fontWeight: index === 0 ? 600 : undefined }}
                    >
                      <Cell field={field} row={row} />
                      {index === 0 && config.deactivate && row.is_active === false && (
                        <Chip size="small" label={t('crud.inactive')} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                  ))}
                  <RowActions
                    name={nameOf(row)}
                    onEdit={can('update') ? () => setEditing(row) : undefined}
                    onDelete={can('delete') ? () => setDeleting(row) : undefined}
                  />
                </TableRow>
              ))}
              {!list.isLoading && rows.length === 0 && (
                <EmptyRow
                  colSpan={columns.length + 1}
                  text={search ? t('crud.noMatches') : t('crud.empty')}
                />
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </Card>
      {editing && (
        <CatalogFormDialog
          config={config}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteItemDialog
          collection={config.collection}
          id={deleting.id}
          name={nameOf(deleting)}
          canDeactivate={Boolean(config.deactivate) && can('update')}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
