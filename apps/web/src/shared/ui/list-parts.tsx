import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The pieces every list screen shares: title with its main action, search box, sortable
// header, row actions, empty row and pagination.

export function ListHeader({
  title,
  help,
  variant = 'h1',
  children,
}: {
  // none when the page's own heading is above (a tab's list)
  title?: string;
  help?: string;
  // h2 when the list sits under a page's own title (a tab)
  variant?: 'h1' | 'h2';
  children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      {/* Without a title the actions sit on the right, and first on a phone. */}
      <Box sx={{ flexGrow: 1, display: title || help ? undefined : { xs: 'none', sm: 'block' } }}>
        {title && <Typography variant={variant}>{title}</Typography>}
        {help && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {help}
          </Typography>
        )}
      </Box>
      {children}
    </Stack>
  );
}

export function SearchField({
  value,
  onChange,
  placeholder,
  fullWidth = false,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      size="small"
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { flexGrow: 1 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': placeholder },
      }}
    />
  );
}

// A column header that sorts by `field`; a second click reverses (`-field`).
export function SortLabel({
  field,
  sort,
  onSort,
  children,
}: {
  field: string;
  sort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
}) {
  return (
    <TableSortLabel
      active={sort.replace('-', '') === field}
      direction={sort === `-${field}` ? 'desc' : 'asc'}
      onClick={() => onSort(sort === field ? `-${field}` : field)}
    >
      {children}
    </TableSortLabel>
  );
}

// Edit and delete buttons of a row, each only when given (the user's permissions decide),
// named after the row ("Editar Ana") unless the list gives fixed names.
export function RowActions({
  name,
  labels,
  onEdit,
  onDelete,
}: {
  name: string;
  labels?: { edit: string; delete: string };
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {onEdit && (
        <IconButton aria-label={labels?.edit ?? `${t('crud.edit')} ${name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={labels?.delete ?? `${t('crud.delete')} ${name}`} onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </TableCell>
  );
}

export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

export function ListPagination({
  count,
  page,
  pageSize,
  onPage,
  onPageSize,
  labelDisplayedRows,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  // a new page size goes back to the first page
  onPageSize: (pageSize: number) => void;
  labelDisplayedRows?: (info: { from: number; to: number; count: number }) => string;
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => onPage(next)}
      rowsPerPage={pageSize}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
      rowsPerPageOptions={[10, 25, 50, 100]}
      labelDisplayedRows={labelDisplayedRows}
      // On a phone the page size gives way, so "Página siguiente" stays on screen.
      sx={{
        overflow: 'hidden',
        '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 }, flexWrap: 'wrap' },
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
          display: { xs: 'none', sm: 'inline-flex' },
        },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
