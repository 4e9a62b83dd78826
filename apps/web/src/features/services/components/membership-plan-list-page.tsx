import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoneyRange, moneyRange } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemDialog } from '../../../shared/crud/delete-item-dialog';
import { InactiveChip } from '../../../shared/crud/list-cells';
import { InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useSelectedSite } from '../../../shared/session/site-selection';
import { useMembershipPlans } from '../api/get-membership-plans';
import type { MembershipPlan } from '../api/membership-plan-keys';
import { MembershipPlanFormDialog } from './membership-plan-form-dialog';
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
  {
    key: 'name',
    label: t('sessionPackages.name'),
    sort: 'name',
    cell: (plan) => (
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.name}</Typography>
          <InactiveChip inactive={!plan.is_active} spaced={false} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {benefitsText(t, plan)}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'period',
    label: t('membershipPlans.period'),
    sort: 'period',
    from: 'md',
    sx: { whiteSpace: 'nowrap' },
    cell: (plan) => t(`membershipPlans.periods.${plan.period}`),
  },
  {
    key: 'price',
    label: t('sessionPackages.price'),
    sx: { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
    cell: (plan) =>
      formatMoneyRange(
        moneyRange(
          plan.prices.filter((row) => siteId === 0 || row.site_id === siteId).map((row) => row.price),
        ),
        t('sessionPackages.noPrice'),
      ),
  },
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
