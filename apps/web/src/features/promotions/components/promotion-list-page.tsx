import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, localIsoDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { weekdayList } from '@sari/domain/promotions';
import { formatTime12h } from '@sari/domain/time-slots';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { useCurrentUser } from '../../../shared/session/current-user';
import {
  EmptyRow,
  ListHeader,
  ListPagination,
  RowActions,
  SearchField,
  SortLabel,
} from '../../../shared/ui/list-parts';
import { HIDE_ON_PHONE } from '../../../shared/ui/responsive';
import { usePromotions } from '../api/get-promotions';
import { effectiveStatus, type PromotionRow, type PromotionStatusFilter } from '../api/promotion-keys';
import { PromotionFormDialog } from './promotion-form-dialog';

export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const sx =
    status === 'vigente'
      ? { bgcolor: 'success.main', color: 'success.contrastText' }
      : status === 'vencido'
        ? { bgcolor: 'overdue.main', color: '#000000' }
        : undefined;
  return (
    <Chip size="small" label={t(`promotions.statuses.${status}`)} sx={sx} data-testid="promotion-status" />
  );
}

export function PromotionListPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const today = localIsoDate();
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText.trim());
  const [sort, setSort] = useState('-date_start');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [status, setStatus] = useState<PromotionStatusFilter>('all');
  const [editing, setEditing] = useState<PromotionRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromotionRow | null>(null);
  const promotions = usePromotions({ search, sort, page, pageSize, status, today });
  const rows = promotions.data?.data ?? [];
  const wide = { xs: 'none', md: 'table-cell' };
  const sortable = (field: string, label: string) => (
    <SortLabel
      field={field}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        setPage(0);
      }}
    >
      {label}
    </SortLabel>
  );

  return (
    <Box>
      <ListHeader title={t('promotions.title')}>
        {permissions.has('promotions:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-promotion"
          >
            {t('promotions.new')}
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
            placeholder={t('promotions.searchPlaceholder')}
          />
          <TextField
            select
            size="small"
            label={t('promotions.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PromotionStatusFilter);
              setPage(0);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{t('promotions.allStatuses')}</MenuItem>
            {['vigente', 'vencido', 'inactiva'].map((option) => (
              <MenuItem key={option} value={option}>
                {t(`promotions.statuses.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {promotions.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="promotion-table">
            <TableHead>
              <TableRow>
                <TableCell>{sortable('name', t('promotions.name'))}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t('promotions.discount')}</TableCell>
                <TableCell sx={{ display: wide }}>{sortable('date_start', t('promotions.window'))}</TableCell>
                <TableCell sx={{ display: wide }}>{t('promotions.appliesTo')}</TableCell>
                <TableCell>{t('promotions.status')}</TableCell>
                <TableCell align="right">{t('crud.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((promotion) => (
                <TableRow key={promotion.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {promotion.name}
                    {/* On a phone the discount rides under the name. */}
                    <Typography variant="caption" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {promotion.discount_type === '%'
                        ? `${promotion.discount_value}%`
                        : formatMoney(promotion.discount_value)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>
                    {promotion.discount_type === '%'
                      ? `${promotion.discount_value}%`
                      : formatMoney(promotion.discount_value)}
                  </TableCell>
                  <TableCell sx={{ display: wide }}>
                    {`${formatDate(promotion.date_start)} – ${formatDate(promotion.date_end)}`}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {`${formatTime12h(promotion.time_start.slice(0, 5))} – ${formatTime12h(promotion.time_end.slice(0, 5))}`}
                      {' · '}
                      {weekdayList(promotion.weekdays).length === 7
                        ? t('promotions.everyDay')
                        : [1, 2, 3, 4, 5, 6, 0]
                            .filter((day) => weekdayList(promotion.weekdays).includes(day))
                            .map((day) => t(`specialists.weekdays.${day}`))
                            .join(', ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: wide }}>
                    {t('promotions.servicesCount', { count: promotion.service.length })}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {[
                        promotion.sites.map((row) => row.site_id.name).join(', '),
                        promotion.specialist_id ? promotion.specialist_id.name : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={effectiveStatus(promotion, today)} />
                  </TableCell>
                  <RowActions
                    name={promotion.name}
                    onEdit={permissions.has('promotions:update') ? () => setEditing(promotion) : undefined}
                    onDelete={permissions.has('promotions:delete') ? () => setDeleting(promotion) : undefined}
                  />
                </TableRow>
              ))}
              {!promotions.isLoading && rows.length === 0 && (
                <EmptyRow colSpan={6} text={t('promotions.empty')} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={promotions.data?.meta?.filter_count ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </Card>
      {editing && (
        <PromotionFormDialog
          promotion={editing === 'new' ? undefined : editing}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteItemDialog
          collection="discount_promotion"
          id={deleting.id}
          name={deleting.name}
          canDeactivate={permissions.has('promotions:update')}
          deactivateValues={{ status: 'inactiva' }}
          onClose={() => setDeleting(null)}
          invalidate={['promotions']}
        />
      )}
    </Box>
  );
}
