import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useSessionPackages } from '../api/get-session-packages';
import type { SessionPackage } from '../api/session-package-keys';
import { planNameColumn, planPriceColumn } from './plan-columns';
import { ServicesTabs } from './services-tabs';
import { SessionPackageFormDialog } from './session-package-form-dialog';

type T = (key: string, options?: Record<string, unknown>) => string;

export const validityText = (t: T, plan: Pick<SessionPackage, 'validity' | 'validity_unit'>) =>
  plan.validity === null
    ? t('sessionPackages.units.none')
    : t('sessionPackages.validityValue', {
        count: plan.validity,
        unit: t(`sessionPackages.units.${plan.validity_unit}`),
      });

const columns = (t: T, siteId: number): ListColumn<SessionPackage>[] => [
  planNameColumn(t, (plan) => plan.services.map((link) => link.service_id.name).join(', ') || '—'),
  {
    key: 'sessions',
    label: t('sessionPackages.sessions'),
    sort: 'sessions',
    sx: { whiteSpace: 'nowrap' },
    cell: (plan) => String(plan.sessions),
  },
  {
    key: 'validity',
    label: t('sessionPackages.validity'),
    from: 'md',
    sx: { whiteSpace: 'nowrap' },
    cell: (plan) => validityText(t, plan),
  },
  planPriceColumn(t, siteId),
];

// Planes de sesiones (decision 051): the catalogue's packages, a tab of the services section.
export function SessionPackageListPage() {
  const { t } = useTranslation();
  const siteId = useSelectedSite();
  const query = useListQuery('name');
  const [showInactive, setShowInactive] = useState(false);
  const plans = useSessionPackages({ ...query.params, showInactive });
  return (
    <Box>
      <ServicesTabs value="packages" />
      <ListPage
        module="services"
        newItem={{ label: t('sessionPackages.new'), testId: 'new-session-package' }}
        query={query}
        searchPlaceholder={t('sessionPackages.searchPlaceholder')}
        filters={<InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />}
        list={plans}
        table={{
          testId: 'session-package-table',
          columns: columns(t, siteId),
          empty: t('sessionPackages.empty'),
        }}
        name={(plan) => plan.name}
        form={(plan, close) => <SessionPackageFormDialog plan={plan} onClose={close} />}
        remove={(plan, close, canDeactivate) => (
          <DeleteItemDialog
            collection="session_package"
            id={plan.id}
            name={plan.name}
            canDeactivate={canDeactivate}
            onClose={close}
            invalidate={['session-packages']}
          />
        )}
      />
    </Box>
  );
}
