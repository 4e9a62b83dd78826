import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseMoney } from '@sari/domain/money';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { SectionCard } from '../../../shared/ui/section-card';
import type { OnlineOffer } from '../api/get-online-offer';
import { type OfferChange, useSaveOnlineOffer } from '../api/save-online-offer';

type OfferTab = 'sites' | 'services' | 'specialists';

function DepositField({
  value,
  disabled,
  onSave,
}: {
  value: number;
  disabled: boolean;
  onSave: (n: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const parsed = text.trim() === '' ? 0 : parseMoney(text);
  const bad = parsed === null || parsed < 0;
  return (
    <TextField
      size="small"
      label={t('onlineBooking.depositAmount')}
      value={text}
      disabled={disabled}
      error={bad}
      helperText={bad ? t('onlineBooking.badDeposit') : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => !bad && parsed !== value && onSave(parsed ?? 0)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: { xs: 100, sm: 130 }, flexShrink: 0 }}
    />
  );
}

// Which sites, services and specialists are bookable online, and each service's deposit.
// Each switch saves at once (one PATCH of that row).
export function OnlineOfferCard({ offer, canEdit }: { offer: OnlineOffer; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveOnlineOffer();
  const [tab, setTab] = useState<OfferTab>('services');
  const apply = async (change: OfferChange) => {
    try {
      await save.mutateAsync(change);
      pushAlert(t('onlineBooking.saved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };
  const rows =
    tab === 'sites'
      ? offer.sites.map((row) => ({ ...row, collection: 'site' as const, label: row.name, deposit: null }))
      : tab === 'services'
        ? offer.services.map((row) => ({
            ...row,
            collection: 'service' as const,
            label: row.name,
            deposit: Number(row.online_deposit),
          }))
        : offer.specialists.map((row) => ({
            ...row,
            collection: 'specialist' as const,
            label: `${row.name} ${row.last_name ?? ''}`.trim(),
            deposit: null,
          }));

  return (
    <SectionCard title={t('onlineBooking.offerTitle')} testId="online-offer">
      <Tabs value={tab} onChange={(_, next) => setTab(next)} variant="fullWidth" sx={{ mb: 1 }}>
        <Tab value="services" label={t('onlineBooking.offerServices')} />
        <Tab value="specialists" label={t('onlineBooking.offerSpecialists')} />
        <Tab value="sites" label={t('onlineBooking.offerSites')} />
      </Tabs>
      <Box sx={{ maxHeight: 480, overflowY: 'auto' }}>
        {rows.map((row, index) => (
          <Fragment key={`${row.collection}-${row.id}`}>
            {index > 0 && <Divider />}
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', py: 1 }}
              data-testid={`offer-${row.collection}-${row.id}`}
            >
              <Typography sx={{ flexGrow: 1, minWidth: 0 }} noWrap title={row.label}>
                {row.label}
              </Typography>
              {row.deposit !== null && (
                <DepositField
                  key={row.deposit}
                  value={row.deposit}
                  disabled={!canEdit}
                  onSave={(amount) =>
                    apply({ collection: row.collection, id: row.id, values: { online_deposit: amount } })
                  }
                />
              )}
              <Switch
                checked={row.online_booking}
                disabled={!canEdit}
                slotProps={{ input: { 'aria-label': `${t('onlineBooking.online')}: ${row.label}` } }}
                onChange={(_, checked) =>
                  apply({ collection: row.collection, id: row.id, values: { online_booking: checked } })
                }
              />
            </Stack>
          </Fragment>
        ))}
      </Box>
    </SectionCard>
  );
}
