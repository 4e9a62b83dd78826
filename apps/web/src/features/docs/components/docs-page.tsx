import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { docsEs } from '../../../i18n/es/docs';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { SectionCard } from '../../../shared/ui/section-card';

// The reference is its own chunk: only this tab loads it.
const ApiReference = lazy(() =>
  import('./api-reference').then((module) => ({ default: module.ApiReference })),
);

type GuideSection = (typeof docsEs.sections)[number];

// /docs: the guide in the user's language (Spanish by default) and the API reference.
export function DocsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'api' ? 'api' : 'guide';
  const sections = t('docs.sections', { returnObjects: true }) as GuideSection[];
  return (
    <Box>
      <Typography variant="h1">{t('docs.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('docs.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'api' ? { tab: 'api' } : {}, { replace: true })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab value="guide" label={t('docs.tabs.guide')} />
        <Tab value="api" label={t('docs.tabs.api')} />
      </Tabs>
      {tab === 'api' ? (
        <Suspense fallback={<CenteredSpinner />}>
          <ApiReference />
        </Suspense>
      ) : (
        <Stack spacing={2}>
          <Box component="nav" aria-label={t('docs.contents')}>
            {sections.map((section) => (
              <Link key={section.id} href={`#${section.id}`} sx={{ display: 'block', mb: 0.5 }}>
                {section.title}
              </Link>
            ))}
          </Box>
          {sections.map((section) => (
            <Box key={section.id} id={section.id} sx={{ scrollMarginTop: 80 }}>
              <SectionCard title={section.title} testId={`guide-${section.id}`}>
                <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
                  {section.steps.map((step) => (
                    <ListItem key={step} sx={{ display: 'list-item', px: 0, overflowWrap: 'anywhere' }}>
                      {step}
                    </ListItem>
                  ))}
                </List>
              </SectionCard>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
