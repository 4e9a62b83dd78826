import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settingsPages } from '../../app/menu';
import { CatalogPage } from '../../shared/crud/catalog-page';
import { useCurrentUser } from '../../shared/session/current-user';
import { LinkCardGrid } from '../../shared/ui/link-card-grid';
import { PageHeader } from '../../shared/ui/page-header';
import { WhatItHolds } from '../../shared/ui/what-it-holds';
import { SETTINGS_CATALOGS } from './catalogs';

export function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const catalog = SETTINGS_CATALOGS[pathname];
  if (catalog) {
    return <CatalogPage key={pathname} config={catalog} />;
  }
  const page = settingsPages.find((item) => item.path === pathname);
  if (page) {
    return (
      <>
        <PageHeader title={t(page.labelKey)} />
        <WhatItHolds text={t('sections.setting', { name: t(page.labelKey) })} />
      </>
    );
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
