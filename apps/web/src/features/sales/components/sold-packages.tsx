import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayNumeric } from '@sari/domain/dates';
import { useTranslation } from 'react-i18next';
import type { ChargedSale } from '../api/charge';
import { packageWords } from '../package-words';
import { SoldPrepaidRows } from './sold-prepaid-rows';

// The session packages a charge sold ("Plan 10 masajes · 10 sesiones · vence 27/02/2027", the
// count said once: "Plan uñas 5 sesiones · vence 27/02/2027") and
// the sessions it used (decision 051).
export function SoldPackages({
  sale,
  packageName,
}: {
  sale: ChargedSale;
  packageName: (sessionPackageId: number) => string;
}) {
  const { t } = useTranslation();
  if (sale.packages_sold.length === 0 && sale.package_sessions_used.length === 0) {
    return null;
  }
  return (
    <Stack spacing={1} sx={{ width: '100%', textAlign: 'left' }}>
      {sale.package_sessions_used.length > 0 && (
        <Typography data-testid="package-sessions-used">
          {t('checkoutPackages.usedSessions', { count: sale.package_sessions_used.length })}
          {' · '}
          {sale.package_sessions_used
            .map((use) => t('checkoutPackages.usedOnSale', { session: use.session, of: use.of }))
            .join(', ')}
        </Typography>
      )}
      <SoldPrepaidRows
        title={t('checkoutPackages.soldTitle')}
        testId="sold-package"
        rows={sale.packages_sold.map((sold) => ({
          id: sold.id,
          text: packageWords({ name: packageName(sold.session_package_id), sessions: sold.sessions }, t, [
            packageName(sold.session_package_id),
            sold.expires_on
              ? t('checkoutPackages.soldExpires', { date: formatDayNumeric(sold.expires_on) })
              : t('checkoutPackages.noValidity'),
          ]),
        }))}
      />
    </Stack>
  );
}
