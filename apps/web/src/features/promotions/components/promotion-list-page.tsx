import Typography from '@mui/material/Typography';
import { formatDate, localIsoDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { weekdayList } from '@sari/domain/promotions';
import { formatTime12h } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { FilterSelect } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { usePromotions } from '../api/get-promotions';
import { effectiveStatus, type PromotionRow, type PromotionStatusFilter } from '../api/promotion-keys';
import { PromotionFormDialog } from './promotion-form-dialog';
import { PromotionStatusChip } from './promotion-status-chip';

type T = (key: string, options?: Record<string, unknown>) => string;

const STATUSES = ['vigente', 'vencido', 'inactiva'] as const;

const discount = (promotion: PromotionRow) =>
  promotion.discount_type === '%' ? `${promotion.discount_value}%` : formatMoney(promotion.discount_value);

// "Lun, Mar, Mié" from Monday on, or "Todos los días".
const weekdays = (promotion: PromotionRow, t: T) =>
  weekdayList(promotion.weekdays).length === 7
    ? t('promotions.everyDay')
    : [1, 2, 3, 4, 5, 6, 0]
        .filter((day) => weekdayList(promotion.weekdays).includes(day))
        .map((day) => t(`specialists.weekdays.${day}`))
        .join(', ');

const Caption = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

const columns = (t: T, today: string): ListColumn<PromotionRow>[] => [
  {
    key: 'name',
    label: t('promotions.name'),
    sort: 'name',
    sx: { fontWeight: 600 },
    cell: (promotion) => (
      <>
        {promotion.name}
        {/* On a phone the discount rides under the name. */}
        <Typography variant="caption" sx={{ display: { xs: 'block', sm: 'none' } }}>
          {discount(promotion)}
        </Typography>
      </>
    ),
  },
  {
    key: 'discount',
    label: t('promotions.discount'),
    from: 'sm',
    sx: { whiteSpace: 'nowrap' },
    cell: discount,
  },
  {
    key: 'window',
    label: t('promotions.window'),
    sort: 'date_start',
    from: 'md',
    cell: (promotion) => (
      <>
        {`${formatDate(promotion.date_start)} – ${formatDate(promotion.date_end)}`}
        <Caption>
          {`${formatTime12h(promotion.time_start.slice(0, 5))} – ${formatTime12h(promotion.time_end.slice(0, 5))} · ${weekdays(promotion, t)}`}
        </Caption>
      </>
    ),
  },
  {
    key: 'appliesTo',
    label: t('promotions.appliesTo'),
    from: 'md',
    cell: (promotion) => (
      <>
        {t('promotions.servicesCount', { count: promotion.service.length })}
        <Caption>
          {[promotion.sites.map((row) => row.site_id.name).join(', '), promotion.specialist_id?.name]
            .filter(Boolean)
            .join(' · ')}
        </Caption>
      </>
    ),
  },
  {
    key: 'status',
    label: t('promotions.status'),
    cell: (promotion) => <PromotionStatusChip status={effectiveStatus(promotion, today)} />,
  },
];

export function PromotionListPage() {
  const { t } = useTranslation();
  const today = localIsoDate();
  const query = useListQuery('-date_start');
  const [status, setStatus] = useState<PromotionStatusFilter>('all');
  const promotions = usePromotions({ ...query.params, status, today });

  return (
    <ListPage
      module="promotions"
      title={t('promotions.title')}
      newItem={{ label: t('promotions.new'), testId: 'new-promotion' }}
      query={query}
      searchPlaceholder={t('promotions.searchPlaceholder')}
      filters={
        <FilterSelect<PromotionStatusFilter>
          label={t('promotions.status')}
          value={status}
          onChange={query.refilter((value) => setStatus(value ?? 'all'))}
          options={STATUSES.map((value) => ({ value, label: t(`promotions.statuses.${value}`) }))}
          allLabel={t('promotions.allStatuses')}
          allValue="all"
        />
      }
      list={promotions}
      table={{ testId: 'promotion-table', columns: columns(t, today), empty: t('promotions.empty') }}
      name={(promotion) => promotion.name}
      form={(promotion, close) => <PromotionFormDialog promotion={promotion} today={today} onClose={close} />}
      remove={(promotion, close, canDeactivate) => (
        <DeleteItemDialog
          collection="discount_promotion"
          id={promotion.id}
          name={promotion.name}
          canDeactivate={canDeactivate}
          deactivateValues={{ status: 'inactiva' }}
          onClose={close}
          invalidate={['promotions']}
        />
      )}
    />
  );
}
