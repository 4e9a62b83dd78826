import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { EmptyRow, ListPagination, SearchField, SortLabel } from '../../../shared/ui/list-parts';
import { PhoneLink } from '../../../shared/ui/phone-link';
import type { Client } from '../api/client-keys';
import { downloadClientsCsv } from '../api/export-clients';
import { useClientTags } from '../api/get-client-tags';
import { COUNT_LIMIT, useClients } from '../api/get-clients';
import { ClientFormDialog } from './client-form-dialog';
import { DeleteClientDialog } from './delete-client-dialog';
import { ImportClientsDialog } from './import-clients-dialog';

// "Nombre" sorts by last name, then first name (get-clients.ts).
const SORTABLE: [string, string][] = [
  ['name', 'clients.name'],
  ['phone', 'clients.phone'],
  ['email', 'clients.email'],
  ['date_created', 'clients.since'],
];

export function ClientListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('name');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [tagId, setTagId] = useState<number | null>(null);
  const tags = useClientTags().data ?? [];
  const clients = useClients({ search, sort, page, pageSize, showInactive, tagId });
  const rows = clients.data?.data ?? [];
  const total = clients.data?.meta?.filter_count ?? 0;
  const capped = clients.data?.meta?.filter_count_capped === true;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('clients.title')}
        </Typography>
        {/* Two secondary actions side by side, even on a phone. */}
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            sx={{ flex: { xs: 1, sm: 'none' } }}
            disabled={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await downloadClientsCsv(showInactive);
              } catch (error) {
                handleHttpError(error);
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('clients.export')}
          </Button>
          {permissions.has('clients:create') && (
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              sx={{ flex: { xs: 1, sm: 'none' } }}
              onClick={() => setImporting(true)}
              data-testid="import-clients"
            >
              {t('clients.import')}
            </Button>
          )}
        </Stack>
        {permissions.has('clients:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-client"
          >
            {t('clients.new')}
          </Button>
        )}
      </Stack>
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { md: 'center' } }}
        >
          <SearchField
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setPage(0);
            }}
            placeholder={t('clients.searchPlaceholder')}
          />
          <TextField
            select
            size="small"
            label={t('clients.tags')}
            value={tagId ?? ''}
            onChange={(event) => {
              setTagId(event.target.value ? Number(event.target.value) : null);
              setPage(0);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('products.all')}</MenuItem>
            {tags.map((tag) => (
              <MenuItem key={tag.id} value={tag.id}>
                {tag.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={showInactive} onChange={(_, checked) => setShowInactive(checked)} />}
            label={t('clients.showInactive')}
          />
        </Stack>
        {clients.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="client-table">
            <TableHead>
              <TableRow>
                {SORTABLE.map(([field, label]) => (
                  <TableCell
                    key={field}
                    sx={{
                      display:
                        field === 'email' || field === 'date_created'
                          ? { xs: 'none', md: 'table-cell' }
                          : undefined,
                    }}
                  >
                    <SortLabel
                      field={field}
                      sort={sort}
                      onSort={(next) => {
                        setSort(next);
                        setPage(0);
                      }}
                    >
                      {t(label)}
                    </SortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">{t('clients.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((client) => (
                <TableRow key={client.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/client/detail/${client.id}`} sx={{ fontWeight: 600 }}>
                      {`${client.first_name} ${client.last_name ?? ''}`.trim()}
                    </Link>
                    {!client.is_active && <Chip size="small" label={t('clients.inactive')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>
                    <PhoneLink phone={client.phone} whatsappText={`Hola ${client.first_name}`} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{client.email}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {formatDate(client.date_created)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {permissions.has('clients:update') && (
                      <IconButton aria-label={t('clients.edit')} onClick={() => setEditing(client)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                    {permissions.has('clients:delete') && (
                      <IconButton aria-label={t('clients.delete')} onClick={() => setDeleting(client)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {!clients.isLoading && rows.length === 0 && <EmptyRow colSpan={5} text={t('clients.empty')} />}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
          labelDisplayedRows={({ from, to, count }) =>
            capped
              ? t('clients.displayedCapped', { from, to, limit: COUNT_LIMIT.toLocaleString('es-CO') })
              : t('clients.displayed', { from, to, count })
          }
        />
      </Card>
      {editing && (
        <ClientFormDialog
          open
          client={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && <ImportClientsDialog onClose={() => setImporting(false)} />}
      {deleting && (
        <DeleteClientDialog
          client={deleting}
          canUpdate={permissions.has('clients:update')}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
