import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@sari/domain/dates';
import { formatMoneyRange } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { CatalogPage } from '../../../shared/crud/catalog-page';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import type { CatalogConfig } from '../../../shared/crud/types';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { EmptyRow, ListPagination, RowActions, SearchField, SortLabel } from '../../../shared/ui/list-parts';
import { useServices } from '../api/get-services';
import { priceRange, type Service } from '../api/service-keys';
import { ServiceFormDialog } from './service-form-dialog';

const CATEGORIES: CatalogConfig = {
  collection: 'service_category',
  module: 'services',
  title: 'services.categoriesTitle',
  singular: 'services.categorySingular',
  newLabel: 'services.newCategory',
  help: 'services.categoriesHelp',
  fields: [
    { name: 'name', label: 'catalogs.name', kind: 'text', required: true, max: 80 },
    { name: 'color', label: 'catalogs.color', kind: 'color', default: '#88EAFA' },
  ],
  defaultSort: 'name',
};

const SORTABLE: [string, string, boolean][] = [
  ['name', 'services.name', false],
  ['duration', 'services.duration', false],
];

function ServicesTab() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const siteId = useSelectedSite();
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('name');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const categories = useCatalogOptions('service_category', 'name').data ?? [];
  const services = useServices({ search, sort, page, pageSize, categoryId, showInactive });
  const rows = services.data?.data ?? [];
  const wide = { xs: 'none', md: 'table-cell' };

  return (
    <>
      {permissions.has('services:create') && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-service"
          >
            {t('services.new')}
          </Button>
        </Box>
      )}
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
            placeholder={t('services.searchPlaceholder')}
          />
          <TextField
            select
            size="small"
            label={t('services.category')}
            value={categoryId ?? ''}
            onChange={(event) => {
              setCategoryId(event.target.value ? Number(event.target.value) : null);
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('products.all')}</MenuItem>
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={showInactive} onChange={(_, checked) => setShowInactive(checked)} />}
            label={t('products.showInactive')}
          />
        </Stack>
        {services.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="service-table">
            <TableHead>
              <TableRow>
                {SORTABLE.map(([field, label]) => (
                  <TableCell key={field} sx={{ display: field === 'duration' ? wide : undefined }}>
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
                <TableCell sx={{ display: wide }}>{t('services.category')}</TableCell>
                <TableCell>{t('services.price')}</TableCell>
                <TableCell sx={{ display: wide }}>{t('services.specialists')}</TableCell>
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((service) => {
                const price = priceRange(service, siteId);
                return (
                  <TableRow key={service.id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Box
                          sx={{
                            width: 10,
                            height: 10,
                            borderRadius: '50%',
                            bgcolor: service.color ?? service.service_category_id?.color ?? 'primary.main',
                            flexShrink: 0,
                          }}
                        />
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {service.name}
                        </Typography>
                        {!service.is_active && <Chip size="small" label={t('crud.inactive')} />}
                        {service.online_booking && service.is_active && (
                          <Chip
                            size="small"
                            variant="outlined"
                            color="primary"
                            label={t('services.online')}
                          />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ display: wide, whiteSpace: 'nowrap' }}>
                      {formatDuration(service.duration)}
                    </TableCell>
                    <TableCell sx={{ display: wide }}>{service.service_category_id?.name ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                      {formatMoneyRange(price, t('services.noPrice'))}
                    </TableCell>
                    <TableCell sx={{ display: wide }}>
                      {service.service_specialist.length
                        ? service.service_specialist.map((link) => link.specialist_id.name).join(', ')
                        : '—'}
                    </TableCell>
                    <RowActions
                      name={service.name}
                      onEdit={permissions.has('services:update') ? () => setEditing(service) : undefined}
                      onDelete={permissions.has('services:delete') ? () => setDeleting(service) : undefined}
                    />
                  </TableRow>
                );
              })}
              {!services.isLoading && rows.length === 0 && (
                <EmptyRow colSpan={6} text={t('services.empty')} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={services.data?.meta?.filter_count ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </Card>
      {editing && (
        <ServiceFormDialog
          service={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteItemDialog
          collection="service"
          id={deleting.id}
          name={deleting.name}
          canDeactivate={permissions.has('services:update')}
          onClose={() => setDeleting(null)}
          invalidate={['services']}
        />
      )}
    </>
  );
}

export function ServiceListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'services' | 'categories'>('services');
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('services.title')}
      </Typography>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="services" label={t('services.tabServices')} />
        <Tab value="categories" label={t('services.tabCategories')} />
      </Tabs>
      {tab === 'services' ? <ServicesTab /> : <CatalogPage config={CATEGORIES} embedded />}
    </Box>
  );
}
