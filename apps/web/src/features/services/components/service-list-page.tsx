import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@sari/domain/dates';
import { formatMoneyRange } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import { CatalogPage } from '../../../shared/crud/catalog-page';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveChip } from '../../../shared/crud/list-cells';
import { FilterSelect, InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import type { CatalogConfig } from '../../../shared/crud/types';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useServices } from '../api/get-services';
import { priceRange, type Service } from '../api/service-keys';
import { ServiceFormDialog } from './service-form-dialog';
import { ServicesTabs } from './services-tabs';

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

type T = (key: string) => string;

const columns = (t: T, siteId: number): ListColumn<Service>[] => [
  {
    key: 'name',
    label: t('services.name'),
    sort: 'name',
    cell: (service) => (
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
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{service.name}</Typography>
        <InactiveChip inactive={!service.is_active} spaced={false} />
        {service.online_booking && service.is_active && (
          <Chip size="small" variant="outlined" color="primary" label={t('services.online')} />
        )}
      </Stack>
    ),
  },
  {
    key: 'duration',
    label: t('services.duration'),
    sort: 'duration',
    from: 'md',
    sx: { whiteSpace: 'nowrap' },
    cell: (service) => formatDuration(service.duration),
  },
  {
    key: 'category',
    label: t('services.category'),
    from: 'md',
    cell: (service) => service.service_category_id?.name ?? '—',
  },
  {
    key: 'price',
    label: t('services.price'),
    sx: { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
    cell: (service) => formatMoneyRange(priceRange(service, siteId), t('services.noPrice')),
  },
  {
    key: 'specialists',
    label: t('services.specialists'),
    from: 'md',
    cell: (service) => service.service_specialist.map((link) => link.specialist_id.name).join(', ') || '—',
  },
];

function ServicesTab() {
  const { t } = useTranslation();
  const siteId = useSelectedSite();
  const query = useListQuery('name');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const categories = useCatalogOptions('service_category', 'name').data ?? [];
  const services = useServices({ ...query.params, categoryId, showInactive });

  return (
    <ListPage
      module="services"
      newItem={{ label: t('services.new'), testId: 'new-service' }}
      query={query}
      searchPlaceholder={t('services.searchPlaceholder')}
      filters={
        <>
          <FilterSelect
            label={t('services.category')}
            value={categoryId}
            onChange={query.refilter(setCategoryId)}
            options={categories.map((category) => ({ value: category.id, label: category.label }))}
            minWidth={200}
          />
          <InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />
        </>
      }
      list={services}
      table={{ testId: 'service-table', columns: columns(t, siteId), empty: t('services.empty') }}
      name={(service) => service.name}
      form={(service, close) => <ServiceFormDialog service={service} onClose={close} />}
      remove={(service, close, canDeactivate) => (
        <DeleteItemDialog
          collection="service"
          id={service.id}
          name={service.name}
          canDeactivate={canDeactivate}
          onClose={close}
          invalidate={['services']}
        />
      )}
    />
  );
}

export function ServiceListPage() {
  // The categories open from a link as ?tab=categories (the packages screen's tabs).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'services' | 'categories'>(
    params.get('tab') === 'categories' ? 'categories' : 'services',
  );
  return (
    <Box>
      <ServicesTabs
        value={tab}
        onChange={(next) => (next === 'services' || next === 'categories') && setTab(next)}
      />
      {tab === 'services' ? <ServicesTab /> : <CatalogPage config={CATEGORIES} embedded />}
    </Box>
  );
}
