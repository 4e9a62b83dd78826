import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settingsPages } from '../../app/menu';
import { useCurrentUser } from '../../shared/session/current-user';
import { LinkCardGrid } from '../../shared/ui/link-card-grid';
import { PageHeader } from './page-header';
import { WhatItHolds } from './what-it-holds';

export function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
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
