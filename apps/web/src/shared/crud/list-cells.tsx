import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// The cells the catalogue lists share.

// A row's name, linking to its detail page.
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

// "Inactivo" beside a row's name (a list shows them only when asked to).
export function InactiveChip({ inactive, spaced = true }: { inactive: boolean; spaced?: boolean }) {
  const { t } = useTranslation();
  return inactive ? (
    <Chip size="small" label={t('crud.inactive')} sx={spaced ? { ml: 1 } : undefined} />
  ) : null;
}
