import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screens/types';
import { PageHeader } from '../../shared/ui/page-header';
import { WhatItHolds } from '../../shared/ui/what-it-holds';

// A report until its own page is built: its name and what it will show.
export function ReportPage({ screen }: ScreenProps) {
  const { t } = useTranslation();
  const name = t(screen.title);
  return (
    <>
      <PageHeader title={name} />
      <WhatItHolds text={t('sections.report', { name })} />
    </>
  );
}
