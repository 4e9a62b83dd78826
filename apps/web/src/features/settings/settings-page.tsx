import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../shared/navigation/screen';
import { useShellNavigation } from '../../shared/navigation/shell-navigation';
import { useCurrentUser } from '../../shared/session/current-user';
import { LinkCardGrid } from '../../shared/ui/link-card-grid';
import { PageHeader } from '../../shared/ui/page-header';

// /settings: a card for every settings page of the registry the user may open.
export function SettingsPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const { indexLinks } = useShellNavigation();
  const current = useCurrentUser().data;
  const permissions = current?.permissions ?? new Set<string>();
  const category = current?.category ?? '';
  return (
    <>
      <PageHeader title={t(screen.title)} />
      <LinkCardGrid
        cards={indexLinks('setting', permissions, category).map((link) => ({
          ...link,
          label: t(link.labelKey),
        }))}
      />
    </>
  );
}
