import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPPORTUNITY_STATUSES } from '../api/sales-order-keys';
import { OpportunityCard } from './opportunity-card';
import type { OpportunityPageState } from './use-opportunity-page';

// The board: one column per state, its cards and their total; a card dropped on a column moves there.
export function OpportunityBoard({ state }: { state: OpportunityPageState }) {
  const { t } = useTranslation();
  const { rows, today, canUpdate, move, setEditing } = state;
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  return (
    <>
      {canUpdate && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('salesOrders.dragHelp')}
        </Typography>
      )}
      <Grid container spacing={2}>
        {OPPORTUNITY_STATUSES.map((status) => {
          const cards = rows.filter((row) => row.status === status);
          const total = cards.reduce((sum, row) => sum + Number(row.expected_value), 0);
          return (
            <Grid key={status} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Box
                data-testid={`column-${status}`}
                role="region"
                aria-label={t(`salesOrders.opportunityStatuses.${status}`)}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDropTarget(status);
                }}
                onDragLeave={() => setDropTarget(null)}
                onDrop={(event) => {
                  event.preventDefault();
                  setDropTarget(null);
                  const moved = rows.find(
                    (row) => row.id === Number(event.dataTransfer.getData('text/plain')),
                  );
                  if (moved) {
                    void move(moved, status);
                  }
                }}
                sx={{
                  bgcolor: (theme) =>
                    dropTarget === status
                      ? alpha(theme.palette.primary.main, 0.12)
                      : theme.palette.action.hover,
                  outline: dropTarget === status ? 2 : 0,
                  outlineColor: 'primary.main',
                  borderRadius: 2,
                  p: 1.5,
                  minHeight: { sm: 240 },
                  height: '100%',
                }}
              >
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', mb: 1.5, alignItems: 'baseline' }}
                >
                  <Typography variant="h3">{t(`salesOrders.opportunityStatuses.${status}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('salesOrders.columnTotal', { count: cards.length, total: formatMoney(total) })}
                  </Typography>
                </Stack>
                <Stack spacing={1.5}>
                  {cards.map((row) => (
                    <OpportunityCard
                      key={row.id}
                      opportunity={row}
                      today={today}
                      canUpdate={canUpdate}
                      onMove={(next) => move(row, next)}
                      onEdit={() => setEditing(row)}
                    />
                  ))}
                  {cards.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      {t('salesOrders.noOpportunities')}
                    </Typography>
                  )}
                </Stack>
              </Box>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
