import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { formatMoney, formatMoneyRange } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
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
import { useProducts } from '../api/get-products';
import { defaultPrice, type Product, stockAt } from '../api/product-keys';
import { ProductFormDialog } from './product-form-dialog';

const SORTABLE: [string, string, boolean][] = [
  ['name', 'products.name', false],
  ['sku', 'products.sku', true],
  ['cost', 'products.cost', true],
];

export function StockChip({ current, min, tracked }: { current: number; min: number; tracked: boolean }) {
  const { t } = useTranslation();
  if (!tracked) {
    return <Typography color="text.secondary">—</Typography>;
  }
  const low = current <= min;
  return (
    <Chip
      size="small"
      label={low ? t('products.lowStock', { count: current }) : current}
      color={current <= 0 ? 'error' : low ? 'warning' : 'default'}
      variant={low ? 'filled' : 'outlined'}
    />
  );
}

export function ProductListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const siteId = useSelectedSite();
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('name');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [brandId, setBrandId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const brands = useCatalogOptions('brand', 'name').data ?? [];
  const categories = useCatalogOptions('product_category', 'name').data ?? [];
  const products = useProducts({ search, sort, page, pageSize, brandId, categoryId, showInactive });
  const rows = products.data?.data ?? [];
  const total = products.data?.meta?.filter_count ?? 0;
  const wide = { xs: 'none', md: 'table-cell' };

  const filterSelect = (
    label: string,
    value: number | null,
    set: (id: number | null) => void,
    options: { id: number; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        set(event.target.value ? Number(event.target.value) : null);
        setPage(0);
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('products.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <ListHeader title={t('products.title')}>
        {permissions.has('products:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-product"
          >
            {t('products.new')}
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
            placeholder={t('products.searchPlaceholder')}
          />
          {filterSelect(t('products.brand'), brandId, setBrandId, brands)}
          {filterSelect(t('products.category'), categoryId, setCategoryId, categories)}
          <FormControlLabel
            control={<Switch checked={showInactive} onChange={(_, checked) => setShowInactive(checked)} />}
            label={t('products.showInactive')}
          />
        </Stack>
        {products.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="product-table">
            <TableHead>
              <TableRow>
                {SORTABLE.map(([field, label, hideOnPhone]) => (
                  <TableCell key={field} sx={{ display: hideOnPhone ? wide : undefined }}>
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
                <TableCell sx={{ display: wide }}>{t('products.brand')}</TableCell>
                <TableCell sx={{ display: wide }}>{t('products.price')}</TableCell>
                <TableCell>{t('products.stock')}</TableCell>
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((product) => {
                const price = defaultPrice(product, siteId);
                return (
                  <TableRow key={product.id} hover>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/products/detail/${product.id}`}
                        sx={{ fontWeight: 600 }}
                      >
                        {product.name}
                      </Link>
                      {!product.is_active && <Chip size="small" label={t('crud.inactive')} sx={{ ml: 1 }} />}
                      {product.is_consumable && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t('products.consumableShort')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell sx={{ display: wide }}>{product.sku ?? '—'}</TableCell>
                    <TableCell sx={{ display: wide }}>{formatMoney(product.cost)}</TableCell>
                    <TableCell sx={{ display: wide }}>{product.brand_id?.name ?? '—'}</TableCell>
                    <TableCell sx={{ display: wide, whiteSpace: 'nowrap' }}>
                      {formatMoneyRange(price)}
                    </TableCell>
                    <TableCell>
                      <StockChip {...stockAt(product, siteId)} />
                    </TableCell>
                    <RowActions
                      name={product.name}
                      onEdit={permissions.has('products:update') ? () => setEditing(product) : undefined}
                      onDelete={permissions.has('products:delete') ? () => setDeleting(product) : undefined}
                    />
                  </TableRow>
                );
              })}
              {!products.isLoading && rows.length === 0 && (
                <EmptyRow colSpan={7} text={t('products.empty')} />
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
        <ProductFormDialog
          product={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteItemDialog
          collection="product"
          id={deleting.id}
          name={deleting.name}
          canDeactivate={permissions.has('products:update')}
          onClose={() => setDeleting(null)}
          invalidate={['products']}
        />
      )}
    </Box>
  );
}
