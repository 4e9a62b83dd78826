import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { formatMoney } from '@sari/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-table';
import type { CatalogConfig, CatalogRow, FieldDef } from './types';

// A catalogue field's value as its list shows it.
function Cell({ field, row }: { field: FieldDef; row: CatalogRow }): ReactNode {
  const { t } = useTranslation();
  const value = row[field.name as string];
  if (value === null || value === undefined || value === '') {
    return <Typography color="text.secondary">—</Typography>;
  }
  switch (field.kind) {
    case 'boolean':
      return value ? t('crud.yes') : t('crud.no');
    case 'color':
      return (
        <Chip
          size="small"
          label={String(value)}
          sx={{ bgcolor: String(value), color: contrastTextColor(String(value)), fontFamily: 'monospace' }}
        />
      );
    case 'money':
      return formatMoney(Number(value));
    case 'select':
      return String((value as Record<string, unknown>)[field.options!.labelField] ?? '');
    case 'enum':
      return t(field.values?.find((option) => option.value === value)?.label ?? String(value));
    default:
      return String(value);
  }
}

// Columns of a catalogue list a phone shows (390 px: a name, one more, and the actions); the
// rest are in the edit form (and on wider screens).
const PHONE_COLUMNS = 2;

// The list's columns, from the fields the config shows in its list: a plain column sorts, a
// relation does not; the first is the row's name, marked when the row is inactive.
export function catalogColumns(
  config: CatalogConfig,
  t: (key: string) => string,
  inactive: (row: CatalogRow) => ReactNode,
): ListColumn<CatalogRow>[] {
  return config.fields
    .filter((field) => field.inList !== false)
    .map((field: FieldDef, index) => ({
      key: field.name,
      label: t(field.label),
      sort: field.kind === 'select' ? undefined : field.name,
      from: field.wide ? 'md' : index >= PHONE_COLUMNS ? 'sm' : undefined,
      sx: index === 0 ? { fontWeight: 600 } : undefined,
      cell: (row) => (
        <>
          <Cell field={field} row={row} />
          {index === 0 && inactive(row)}
        </>
      ),
    }));
}
