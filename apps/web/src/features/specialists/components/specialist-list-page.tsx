import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveChip, RowLink } from '../../../shared/crud/list-cells';
import { InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { PhoneLink } from '../../../shared/ui/phone-link';
import { useSpecialists } from '../api/get-specialists';
import { fullName, type Specialist } from '../api/specialist-keys';
import { SpecialistAvatar } from './specialist-avatar';
import { SpecialistFormDialog } from './specialist-form-dialog';

type T = (key: string) => string;

const columns = (t: T): ListColumn<Specialist>[] => [
  {
    key: 'name',
    label: t('specialists.name'),
    sort: 'name',
    cell: (specialist) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <SpecialistAvatar specialist={specialist} />
        <RowLink to={`/specialists/detail/${specialist.id}`}>{fullName(specialist)}</RowLink>
        <InactiveChip inactive={!specialist.is_active} spaced={false} />
      </Stack>
    ),
  },
  {
    key: 'specialty',
    label: t('specialists.specialty'),
    from: 'md',
    cell: (specialist) => specialist.specialty_id?.name ?? '—',
  },
  {
    key: 'phone',
    label: t('specialists.phone'),
    cell: (specialist) => <PhoneLink phone={specialist.phone} />,
  },
  {
    key: 'sites',
    label: t('specialists.sites'),
    from: 'md',
    cell: (specialist) => specialist.specialist_site.map((link) => link.site_id.name).join(', ') || '—',
  },
];

export function SpecialistListPage() {
  const { t } = useTranslation();
  const query = useListQuery('name');
  const [showInactive, setShowInactive] = useState(false);
  const siteId = useSelectedSite();
  const specialists = useSpecialists({ ...query.params, showInactive, siteId });

  return (
    <ListPage
      module="specialists"
      title={t('specialists.title')}
      newItem={{ label: t('specialists.new'), testId: 'new-specialist' }}
      query={query}
      searchPlaceholder={t('specialists.searchPlaceholder')}
      filters={<InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />}
      list={specialists}
      table={{ testId: 'specialist-table', columns: columns(t), empty: t('specialists.empty') }}
      name={fullName}
      form={(specialist, close) => <SpecialistFormDialog specialist={specialist} onClose={close} />}
      remove={(specialist, close, canDeactivate) => (
        <DeleteItemDialog
          collection="specialist"
          id={specialist.id}
          name={fullName(specialist)}
          canDeactivate={canDeactivate}
          onClose={close}
          invalidate={['specialists']}
        />
      )}
    />
  );
}
