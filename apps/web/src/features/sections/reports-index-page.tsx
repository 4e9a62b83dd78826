import { useTranslation } from 'react-i18next';
import { indexLinks } from '../../app/menu';
import type { ScreenProps } from '../../app/screens/types';
import { useCurrentUser } from '../../shared/session/current-user';
import { LinkCardGrid } from '../../shared/ui/link-card-grid';
import { PageHeader } from '../../shared/ui/page-header';

// /reports and /reports/{tab}: a card for every report of the registry.
export function ReportsIndexPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const current = useCurrentUser().data;
  const permissions = current?.permissions ?? new Set<string>();
  const category = current?.category ?? '';
  return (
    <>
      <PageHeader title={t(screen.title)} />
      <LinkCardGrid
        columns={{ xs: 12, sm: 6, md: 4, xl: 3 }}
        cards={indexLinks('report', permissions, category).map((link) => ({
          ...link,
          label: t(link.labelKey),
        }))}
      />
    </>
  );
}
