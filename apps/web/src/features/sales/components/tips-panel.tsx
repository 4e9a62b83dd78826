import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogMethod, CatalogSpecialist } from '../api/get-checkout-catalog';
import { amountOf, rowKey, type TipRow } from '../payment-rows';

// Tips per specialist: money of their own, apart from the sale and the commission.
export function TipsPanel({
  specialists,
  methods,
  tips,
  setTips,
}: {
  specialists: CatalogSpecialist[];
  methods: CatalogMethod[];
  tips: TipRow[];
  setTips: (rows: TipRow[]) => void;
}) {
  const { t } = useTranslation();
  const update = (key: string, patch: Partial<TipRow>) =>
    setTips(tips.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const cashLike = methods.filter((method) => method.code !== 'credito');
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h3" sx={{ flexGrow: 1 }}>
          {t('sales.tips')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() =>
            setTips([...tips, { key: rowKey(), specialistId: null, text: '', method: 'efectivo' }])
          }
        >
          {t('sales.addTip')}
        </Button>
      </Stack>
      {tips.map((tip) => (
        <Stack key={tip.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="tip-row">
          <TextField
            select
            size="small"
            label={t('sales.specialist')}
            value={tip.specialistId ?? ''}
            onChange={(event) => update(tip.key, { specialistId: Number(event.target.value) || null })}
            sx={{ flex: 2 }}
          >
            {specialists.map((specialist) => (
              <MenuItem key={specialist.id} value={specialist.id}>
                {`${specialist.name} ${specialist.last_name ?? ''}`.trim()}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ flex: 3 }}>
            <TextField
              size="small"
              label={t('sales.tipAmount')}
              value={tip.text}
              onChange={(event) => update(tip.key, { text: event.target.value })}
              error={amountOf(tip.text) === null}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              size="small"
              label={t('sales.method')}
              value={tip.method}
              onChange={(event) => update(tip.key, { method: event.target.value })}
              sx={{ flex: 1 }}
            >
              {cashLike.map((method) => (
                <MenuItem key={method.code} value={method.code}>
                  {method.name}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={t('sales.removeTip')}
              onClick={() => setTips(tips.filter((row) => row.key !== tip.key))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
