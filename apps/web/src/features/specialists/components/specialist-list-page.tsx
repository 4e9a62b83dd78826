import AddIcon from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { colorPair } from '@sari/domain/color';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import {
  EmptyRow,
  ListHeader,
  ListPagination,
  RowActions,
  SearchField,
  SortLabel,
} from '../../../shared/ui/list-parts';
import { PhoneLink } from '../../../shared/ui/phone-link';
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
        bgcolor: colorPair(specialist.color_in_reserve).fill,
        color: colorPair(specialist.color_in_reserve).text,
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
      <ListHeader title={t('specialists.title')}>
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
      </ListHeader>
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
            placeholder={t('specialists.searchPlaceholder')}
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
                  <SortLabel field={'name'} sort={sort} onSort={setSort}>
                    {t('specialists.name')}
                  </SortLabel>
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
                  <TableCell>
                    <PhoneLink phone={specialist.phone} />
                  </TableCell>
                  <TableCell sx={{ display: wide }}>
                    {specialist.specialist_site.map((link) => link.site_id.name).join(', ') || '—'}
                  </TableCell>
                  <RowActions
                    name={fullName(specialist)}
                    onEdit={permissions.has('specialists:update') ? () => setEditing(specialist) : undefined}
                    onDelete={
                      permissions.has('specialists:delete') ? () => setDeleting(specialist) : undefined
                    }
                  />
                </TableRow>
              ))}
              {!specialists.isLoading && rows.length === 0 && (
                <EmptyRow colSpan={5} text={t('specialists.empty')} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={specialists.data?.meta?.filter_count ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
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
