import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../../../shared/crud/api/get-catalog-options';
import type { CommissionRow } from './use-specialist-form';

// The specialist's commission per service category, a percentage or a fixed amount.
export function SpecialistCommissions({
  commissions,
  setCommissions,
  commissionError,
}: {
  commissions: CommissionRow[];
  setCommissions: (rows: CommissionRow[]) => void;
  commissionError: string | null;
}) {
  const { t } = useTranslation();
  const categories = useCatalogOptions('service_category', 'name').data ?? [];
  const updateCommission = (index: number, change: Partial<CommissionRow>) =>
    setCommissions(commissions.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack spacing={1.5} data-testid="commissions">
      {commissions.map((row, index) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} key={row.id ?? `new-${index}`}>
          <TextField
            select
            size="small"
            label={t('specialists.category')}
            value={row.categoryId}
            onChange={(event) => updateCommission(index, { categoryId: event.target.value })}
            sx={{ flexGrow: 1 }}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('specialists.commissionType')}
            value={row.type}
            onChange={(event) => updateCommission(index, { type: event.target.value as '%' | 'fixed' })}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="%">{t('catalogs.percent')}</MenuItem>
            <MenuItem value="fixed">{t('catalogs.fixed')}</MenuItem>
          </TextField>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              label={t('specialists.commission')}
              value={row.commission}
              onChange={(event) => updateCommission(index, { commission: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 140 }}
            />
            <IconButton
              aria-label={t('specialists.removeCommission')}
              onClick={() => setCommissions(commissions.filter((_, i) => i !== index))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      {commissionError && <Typography color="error">{commissionError}</Typography>}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setCommissions([...commissions, { categoryId: '', commission: '', type: '%' }])}
      >
        {t('specialists.addCommission')}
      </Button>
    </Stack>
  );
}
