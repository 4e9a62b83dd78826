import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow, SortLabel } from '../ui/list-parts';

// One column of a list, as a page declares it.
export type ListColumn<Row> = {
  key: string;
  // the header, already translated
  label: string;
  // the header sorts the list by this field (server side)
  sort?: string;
  // shown from this width up: a phone leaves the column out (the detail page or form has it)
  from?: 'sm' | 'md';
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
};

const SHOWN_FROM = {
  sm: { xs: 'none', sm: 'table-cell' },
  md: { xs: 'none', md: 'table-cell' },
} as const;

// A phone reads the same table with its key columns and the row's actions, no sideways scroll.
export function ListTable<Row extends { id: number }>({
  testId,
  columns,
  rows,
  sort,
  onSort,
  actions,
  empty,
}: {
  testId: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  sort: string;
  onSort: (sort: string) => void;
  // the row's last cell (edit and delete)
  actions: (row: Row) => ReactNode;
  // the text of an empty list, or null while it loads
  empty: string | null;
}) {
  const { t } = useTranslation();
  const display = (column: ListColumn<Row>) => (column.from ? SHOWN_FROM[column.from] : undefined);
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ display: display(column) }}>
                {column.sort ? (
                  <SortLabel field={column.sort} sort={sort} onSort={onSort}>
                    {column.label}
                  </SortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
            <TableCell align="right">{t('crud.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell key={column.key} sx={[{ display: display(column) }, ...asArray(column.sx)]}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions(row)}
            </TableRow>
          ))}
          {empty !== null && rows.length === 0 && <EmptyRow colSpan={columns.length + 1} text={empty} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const asArray = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);
