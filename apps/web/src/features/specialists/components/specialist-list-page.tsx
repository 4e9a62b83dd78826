import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useSpecialists } from '../api/get-specialists';
import { fullName, type Specialist } from '../api/specialist-keys';
import { SpecialistFormDialog } from './specialist-form-dialog';

export function SpecialistAvatar({
  specialist,
  size = 32,
}: {
  specialist: Pick<Specialist, 'name' | 'last_name' | 'color_in_reserve'>;
  size?: number;
}) {
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: specialist.color_in_reserve,
        color: contrastTextColor(specialist.color_in_reserve),
      }}
    >
      {`${specialist.name[0] ?? ''}${specialist.last_name?.[0] ?? ''}`.toUpperCase()}
    </Avatar>
  );
}

export function SpecialistListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('name');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Specialist | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Specialist | null>(null);
  const siteId = useSelectedSite();
  const specialists = useSpecialists({ search, sort, page, pageSize, showInactive, siteId });
  const rows = specialists.data?.data ?? [];
  const wide = { xs: 'none', md: 'table-cell' };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('specialists.title')}
        </Typography>
        {permissions.has('specialists:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-specialist"
          >
            {t('specialists.new')}
          </Button>
        )}
      </Stack>
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { md: 'center' } }}
        >
          <TextField
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(0);
            }}
            placeholder={t('specialists.searchPlaceholder')}
            size="small"
            sx={{ flexGrow: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': t('specialists.searchPlaceholder') },
            }}
          />
          <FormControlLabel
            control={<Switch checked={showInactive} onChange={(_, checked) => setShowInactive(checked)} />}
            label={t('products.showInactive')}
          />
        </Stack>
        {specialists.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="specialist-table">
            <TableHead>
              <TableRow>
                <TableCell>
                  <TableSortLabel
                    active={sort.replace('-', '') === 'name'}
                    direction={sort === '-name' ? 'desc' : 'asc'}
                    onClick={() => setSort(sort === 'name' ? '-name' : 'name')}
                  >
                    {t('specialists.name')}
                  </TableSortLabel>
                </TableCell>
                <TableCell sx={{ display: wide }}>{t('specialists.specialty')}</TableCell>
                <TableCell>{t('specialists.phone')}</TableCell>
                <TableCell sx={{ display: wide }}>{t('specialists.sites')}</TableCell>
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((specialist) => (
                <TableRow key={specialist.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <SpecialistAvatar specialist={specialist} />
                      <Link
                        component={RouterLink}
                        to={`/specialists/detail/${specialist.id}`}
                        sx={{ fontWeight: 600 }}
                      >
                        {fullName(specialist)}
                      </Link>
                      {!specialist.is_active && <Chip size="small" label={t('crud.inactive')} />}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: wide }}>{specialist.specialty_id?.name ?? '—'}</TableCell>
                  <TableCell>{specialist.phone ?? '—'}</TableCell>
                  <TableCell sx={{ display: wide }}>
                    {specialist.specialist_site.map((link) => link.site_id.name).join(', ') || '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {permissions.has('specialists:update') && (
                      <IconButton
                        aria-label={`${t('crud.edit')} ${fullName(specialist)}`}
                        onClick={() => setEditing(specialist)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                    {permissions.has('specialists:delete') && (
                      <IconButton
                        aria-label={`${t('crud.delete')} ${fullName(specialist)}`}
                        onClick={() => setDeleting(specialist)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {!specialists.isLoading && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      {t('specialists.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={specialists.data?.meta?.filter_count ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          rowsPerPageOptions={[10, 25, 50, 100]}
        />
      </Card>
      {editing && (
        <SpecialistFormDialog
          specialist={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteItemDialog
          collection="specialist"
          id={deleting.id}
          name={fullName(deleting)}
          canDeactivate={permissions.has('specialists:update')}
          onClose={() => setDeleting(null)}
          invalidate={['specialists']}
        />
      )}
    </Box>
  );
}
