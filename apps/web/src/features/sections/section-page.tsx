import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sectionTabs } from '../../app/menu';
import { parsePayParams } from '../../app/screens/pay-params';
import type { ScreenProps } from '../../app/screens/types';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { WhatItHolds } from '../../shared/ui/what-it-holds';

// A screen of a later issue: its title, its section's tabs and what it will hold.
export function SectionPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const category = useCurrentUser().data?.category ?? 'centro_belleza';
  const tabs = screen.menu.kind === 'tab' ? sectionTabs(screen.menu.section, category) : undefined;
  const pay = parsePayParams(params.payParams);
  const text = t(screen.holds ?? screen.title, {
    action: pay?.action,
    concept: pay?.concept,
    total: pay ? formatMoney(pay.total) : '',
  });
  return (
    <>
      <PageHeader title={t(screen.title)} tabs={tabs} />
      <WhatItHolds text={text} />
    </>
  );
}
