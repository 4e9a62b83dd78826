import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveChip } from '../../../shared/crud/list-cells';
import { InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import type { ScreenProps } from '../../../shared/navigation/screen';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useResources } from '../api/get-resources';
import type { Resource } from '../api/resource-keys';
import { ResourceFormDialog } from './resource-form-dialog';

type T = (key: string) => string;

const columns = (t: T, allSites: boolean): ListColumn<Resource>[] => [
  {
    key: 'name',
    label: t('resources.name'),
    sort: 'name',
    cell: (resource) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{resource.name}</Typography>
        <InactiveChip inactive={!resource.is_active} spaced={false} />
      </Stack>
    ),
  },
  {
    key: 'kind',
    label: t('resources.kind'),
    sort: 'kind',
    cell: (resource) => t(`resources.kinds.${resource.kind}`),
  },
  ...(allSites
    ? [
        {
          key: 'site',
          label: t('common.site'),
          from: 'sm' as const,
          cell: (resource: Resource) => resource.site_id.name,
        },
      ]
    : []),
];

// Cabinas y equipos (decision 053): the rooms and machines of the app bar's site that services
// need; one unit each, so a room with three chairs is three rows.
export function ResourcesPage({ screen }: Partial<ScreenProps>) {
  const { t } = useTranslation();
  const siteId = useSelectedSite();
  const query = useListQuery('name');
  const [showInactive, setShowInactive] = useState(false);
  const resources = useResources({ ...query.params, siteId, showInactive });
  return (
    <ListPage
      module="services"
      title={t(screen?.title ?? 'settingsMenu.resources')}
      help={t('resources.help')}
      newItem={{ label: t('resources.new'), testId: 'new-resource' }}
      query={query}
      searchPlaceholder={t('resources.searchPlaceholder')}
      filters={<InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />}
      list={resources}
      table={{ testId: 'resource-table', columns: columns(t, siteId === 0), empty: t('resources.empty') }}
      name={(resource) => resource.name}
      form={(resource, close) => <ResourceFormDialog resource={resource} onClose={close} />}
      remove={(resource, close, canDeactivate) => (
        <DeleteItemDialog
          collection="resource"
          id={resource.id}
          name={resource.name}
          canDeactivate={canDeactivate}
          onClose={close}
          invalidate={['resources']}
        />
      )}
    />
  );
}
