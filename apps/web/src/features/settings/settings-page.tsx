import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settingsPages } from '../../app/menu';
import { CatalogPage } from '../../shared/crud/catalog-page';
import { useCurrentUser } from '../../shared/session/current-user';
import { LinkCardGrid } from '../../shared/ui/link-card-grid';
import { PageHeader } from '../../shared/ui/page-header';
import { SETTINGS_CATALOGS } from './catalogs';
import { CompanyPage } from './components/company-page';
import { RolesPage } from './components/roles-page';
import { SalesSettingsPage } from './components/sales-settings-page';
import { SitesPage } from './components/sites-page';
import { UsersPage } from './components/users-page';

const PAGES: Record<string, () => ReactNode> = {
  '/settings/sales/sales': SalesSettingsPage,
  '/settings/service/company': CompanyPage,
  '/settings/service/sites': SitesPage,
  '/settings/users/role': RolesPage,
  '/settings/users/users': UsersPage,
};

export function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const catalog = SETTINGS_CATALOGS[pathname];
  if (catalog) {
    return <CatalogPage key={pathname} config={catalog} />;
  }
  const Page = PAGES[pathname];
  if (Page) {
    return <Page />;
  }
  return (
    <>
      <PageHeader title={t('menu.settings')} />
      <LinkCardGrid
        cards={settingsPages
          .filter((item) => permissions.has(`${item.module}:read`))
          .map((item) => ({ key: item.key, path: item.path, label: t(item.labelKey) }))}
      />
    </>
  );
}
