import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../ui/centered-spinner';
import { SectionCard } from '../ui/section-card';
import { type DocumentAction, DocumentActions } from './document-actions';

export type Fact = { label: string; value: ReactNode; testId?: string };

// The frame of one document's page (a purchase order, a quote or sales order): the section's
// header, the way back to the list, and the spinner or "not found" until the document is there.
export function DocumentFrame({
  header,
  back,
  loading,
  notFound,
  children,
}: {
  header: ReactNode;
  back: { to: string; label: string };
  loading: boolean;
  notFound: string;
  // The document's view, or nothing when there is no such document.
  children: ReactNode;
}) {
  if (loading) {
    return <CenteredSpinner />;
  }
  return (
    <Box>
      {header}
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {back.label}
      </Button>
      {children || <Alert severity="info">{notFound}</Alert>}
    </Box>
  );
}

function FactRow({ label, value, testId }: Fact) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right', fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

// One document: its title and status, the steps it can take now, the card of its facts (with
// its notes and a closing note), then its sections (the lines, a history), each a card.
export function DocumentView({
  title,
  status,
  actions,
  facts,
  children,
}: {
  title: string;
  status: ReactNode;
  actions: DocumentAction[];
  facts: {
    title: string;
    rows: Fact[];
    // How many facts share a row on a wide screen.
    perRow: 3 | 4;
    notes: string | null;
    footer?: ReactNode;
  };
  children: ReactNode;
}) {
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flexGrow: 1, alignItems: 'center' }}>
          <Typography variant="h2" data-testid="order-title">
            {title}
          </Typography>
          {status}
        </Stack>
        <DocumentActions actions={actions} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>
          <SectionCard title={facts.title}>
            <Grid container columnSpacing={4}>
              {facts.rows.map((fact) => (
                <Grid key={fact.label} size={{ xs: 12, sm: 6, lg: 12 / facts.perRow }}>
                  <FactRow {...fact} />
                </Grid>
              ))}
            </Grid>
            {facts.notes && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{facts.notes}</Typography>}
            {facts.footer}
          </SectionCard>
        </Grid>
        {children}
      </Grid>
    </>
  );
}

// A section of the document's page below its facts: a full-width card.
export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={12}>
      <SectionCard title={title}>{children}</SectionCard>
    </Grid>
  );
}
