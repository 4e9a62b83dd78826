import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { SectionCard } from '../../../shared/ui/section-card';
import { useClientWallet } from '../api/get-client-wallet';
import { WalletInstrumentItem } from './wallet-instrument-item';

// Monedero (decision 050): everything the client has prepaid, each gift card and session package
// (decision 051) and membership (decision 055) with what is left; each is sold from here through
// the one checkout (/sales/sales?tarjeta=<client id>, ?plan=, ?membresia=); a package's expiry is
// extended from here by whoever may refund (canExtend); a membership is paused and resumed by
// whoever may update sales (canUpdate).
export function ClientWalletCard({
  clientId,
  canSell,
  canExtend = false,
  canUpdate = false,
}: {
  clientId: number;
  canSell: boolean;
  canExtend?: boolean;
  canUpdate?: boolean;
}) {
  const { t } = useTranslation();
  const wallet = useClientWallet(clientId, true);
  // Session packages are of services: a beauty center's (a reseller sells no services).
  const sellsServices = useCurrentUser().data?.category === 'centro_belleza';
  const sites = useSites().data ?? [];
  const zoneOf = (siteId: number) => sites.find((site) => site.id === siteId)?.time_zone;
  return (
    <SectionCard title={t('wallet.title')} testId="client-wallet">
      {canSell && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`/sales/sales?tarjeta=${clientId}`}
            variant="outlined"
            size="small"
            startIcon={<CardGiftcardIcon />}
            data-testid="sell-gift-card"
          >
            {t('wallet.sellGiftCard')}
          </Button>
          {sellsServices && (
            <Button
              component={RouterLink}
              to={`/sales/sales?plan=${clientId}`}
              variant="outlined"
              size="small"
              startIcon={<CardMembershipIcon />}
              data-testid="sell-package"
            >
              {t('wallet.sellPackage')}
            </Button>
          )}
          {sellsServices && (
            <Button
              component={RouterLink}
              to={`/sales/sales?membresia=${clientId}`}
              variant="outlined"
              size="small"
              startIcon={<CardMembershipIcon />}
              data-testid="sell-membership"
            >
              {t('wallet.sellMembership')}
            </Button>
          )}
        </Stack>
      )}
      {wallet.isLoading ? (
        <CenteredSpinner />
      ) : wallet.isError ? (
        <Typography color="error">{t('wallet.unavailable')}</Typography>
      ) : (wallet.data ?? []).length === 0 ? (
        <Typography color="text.secondary" data-testid="wallet-empty">
          {t('wallet.empty')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {wallet.data?.map((instrument) => (
            <WalletInstrumentItem
              key={instrument.id}
              instrument={instrument}
              timeZone={zoneOf(instrument.site_id)}
              canExtend={canExtend}
              canSell={canSell}
              canUpdate={canUpdate}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
