import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoneyRange, sitePriceRange } from '@sari/domain/money';
import { InactiveChip } from '../../../shared/crud/list-cells';
import type { ListColumn } from '../../../shared/crud/list-table';

type T = (key: string, options?: Record<string, unknown>) => string;
type Plan = { name: string; is_active: boolean; prices: { site_id: number; price: number }[] };

// The columns the prepaid plans' lists share (Planes de sesiones, Membresías): the name with its
// inactive chip over a line of what the plan gives, and the price at the app bar's site (the range
// across sites for "Todas mis sedes").
export function planNameColumn<P extends Plan>(t: T, detail: (plan: P) => string): ListColumn<P> {
  return {
    key: 'name',
    label: t('sessionPackages.name'),
    sort: 'name',
    cell: (plan) => (
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.name}</Typography>
          <InactiveChip inactive={!plan.is_active} spaced={false} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail(plan)}
        </Typography>
      </Box>
    ),
  };
}

export function planPriceColumn<P extends Plan>(t: T, siteId: number): ListColumn<P> {
  return {
    key: 'price',
    label: t('sessionPackages.price'),
    sx: { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
    cell: (plan) => formatMoneyRange(sitePriceRange(plan.prices, siteId), t('sessionPackages.noPrice')),
  };
}
