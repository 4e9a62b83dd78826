import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { RESOURCE_KINDS, type ResourceKind, type ResourceOption } from '../api/get-resource-options';
import type { Need } from './use-service-form';

// "Necesita" (decision 053): the cabins, rooms or machines one booking of the service holds, each
// any of a kind or one named resource, for the whole service or only its busy parts.
export function ServiceResourceNeeds({
  needs,
  setNeeds,
  resourceOptions,
}: {
  needs: Need[];
  setNeeds: (rows: Need[]) => void;
  resourceOptions: ResourceOption[];
}) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<Need>) =>
    setNeeds(needs.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack spacing={2} data-testid="service-needs">
      {needs.map((need, index) => {
        const position = index + 1;
        return (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            key={need.id ?? `new-${index}`}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              size="small"
              label={t('services.needKind', { position })}
              value={need.kind}
              onChange={(event) =>
                change(index, { kind: event.target.value as ResourceKind, resourceId: null })
              }
              sx={{ minWidth: 130 }}
            >
              {RESOURCE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`resources.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('services.needResource', { position })}
              value={need.resourceId === null ? '' : String(need.resourceId)}
              onChange={(event) =>
                change(index, { resourceId: event.target.value === '' ? null : Number(event.target.value) })
              }
              sx={{ flexGrow: 1, minWidth: 160 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('services.needAny')}</MenuItem>
              {resourceOptions
                .filter((option) => option.kind === need.kind || option.id === need.resourceId)
                .map((option) => (
                  <MenuItem key={option.id} value={String(option.id)}>
                    {`${option.name} · ${option.site_id.name}`}
                  </MenuItem>
                ))}
            </TextField>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('services.needWhen', { position })}
                value={need.wholeDuration ? 'whole' : 'busy'}
                onChange={(event) => change(index, { wholeDuration: event.target.value === 'whole' })}
                sx={{ flexGrow: 1, minWidth: 200 }}
              >
                <MenuItem value="whole">{t('services.needWhole')}</MenuItem>
                <MenuItem value="busy">{t('services.needBusy')}</MenuItem>
              </TextField>
              <IconButton
                aria-label={t('services.removeNeed', { position })}
                onClick={() => setNeeds(needs.filter((_, i) => i !== index))}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setNeeds([...needs, { kind: 'cabina', resourceId: null, wholeDuration: false }])}
      >
        {t('services.addNeed')}
      </Button>
    </Stack>
  );
}
