import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useMembershipPlans } from '../api/get-membership-plans';
import type { MembershipPlan } from '../api/membership-plan-keys';
import { MembershipPlanFormDialog } from './membership-plan-form-dialog';
import { planNameColumn, planPriceColumn } from './plan-columns';
import { ServicesTabs } from './services-tabs';

type T = (key: string, options?: Record<string, unknown>) => string;

// A plan's benefits in words: "10 % en servicios · 2 servicios incluidos".
export const benefitsText = (t: T, plan: MembershipPlan) =>
  [
    plan.service_discount ? t('membershipPlans.serviceOff', { percent: plan.service_discount }) : '',
    plan.product_discount ? t('membershipPlans.productOff', { percent: plan.product_discount }) : '',
    plan.included_services ? t('membershipPlans.includedCount', { count: plan.included_services }) : '',
  ]
    .filter(Boolean)
    .join(' · ');

const columns = (t: T, siteId: number): ListColumn<MembershipPlan>[] => [
  planNameColumn(t, (plan) => benefitsText(t, plan)),
  {
    key: 'period',
    label: t('membershipPlans.period'),
    sort: 'period',
    from: 'md',
    sx: { whiteSpace: 'nowrap' },
    cell: (plan) => t(`membershipPlans.periods.${plan.period}`),
  },
  planPriceColumn(t, siteId),
];

// Membresías (decision 055): the catalogue's membership plans, a tab of the services section
// beside the session packages, on the same list scaffold.
export function MembershipPlanListPage() {
  const { t } = useTranslation();
  const siteId = useSelectedSite();
  const query = useListQuery('name');
  const [showInactive, setShowInactive] = useState(false);
  const plans = useMembershipPlans({ ...query.params, showInactive });
  return (
    <Box>
      <ServicesTabs value="memberships" />
      <ListPage
        module="services"
        newItem={{ label: t('membershipPlans.new'), testId: 'new-membership-plan' }}
        query={query}
        searchPlaceholder={t('membershipPlans.searchPlaceholder')}
        filters={<InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />}
        list={plans}
        table={{
          testId: 'membership-plan-table',
          columns: columns(t, siteId),
          empty: t('membershipPlans.empty'),
        }}
        name={(plan) => plan.name}
        form={(plan, close) => <MembershipPlanFormDialog plan={plan} onClose={close} />}
        remove={(plan, close, canDeactivate) => (
          <DeleteItemDialog
            collection="membership_plan"
            id={plan.id}
            name={plan.name}
            canDeactivate={canDeactivate}
            onClose={close}
            invalidate={['membership-plans']}
          />
        )}
      />
    </Box>
  );
}
