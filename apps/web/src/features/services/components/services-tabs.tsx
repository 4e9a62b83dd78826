import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type ServicesTab = 'services' | 'categories' | 'packages' | 'memberships';

// The services section's heading and tabs: services and categories share /services (the
// categories at ?tab=categories), the session packages (decision 051) and the memberships
// (decision 055) have their own screens.
export function ServicesTabs({
  value,
  onChange,
}: {
  value: ServicesTab;
  onChange?: (tab: ServicesTab) => void;
}) {
  const { t } = useTranslation();
  // On /services the first two tabs switch in place; from the packages screen they are links.
  const link = (tab: ServicesTab, to: string) =>
    onChange && tab !== 'packages' && tab !== 'memberships' ? {} : { component: RouterLink, to };
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('services.title')}
      </Typography>
      <Tabs
        value={value}
        onChange={(_, tab: ServicesTab) => onChange?.(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="services" label={t('services.tabServices')} {...link('services', '/services')} />
        <Tab
          value="categories"
          label={t('services.tabCategories')}
          {...link('categories', '/services?tab=categories')}
        />
        <Tab
          value="packages"
          label={t('sessionPackages.tab')}
          data-testid="tab-session-packages"
          {...link('packages', '/services/packages')}
        />
        <Tab
          value="memberships"
          label={t('membershipPlans.tab')}
          data-testid="tab-memberships"
          {...link('memberships', '/services/memberships')}
        />
      </Tabs>
    </>
  );
}
