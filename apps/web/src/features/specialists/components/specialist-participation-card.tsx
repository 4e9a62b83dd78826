import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../shared/ui/section-card';
import type { Commission } from '../api/specialist-keys';

// The month so far: services done, their value and the commission (the payslip's for whoever may
// read it, an estimate labelled as one for the others), then the specialist's commission rules.
export function SpecialistParticipationCard({
  id,
  month,
  figures,
  canReadPayslip,
  payslipCommission,
  commissions,
}: {
  id: number;
  month: { start: string; today: string };
  figures: { services: number; value: number; commission: number } | undefined;
  canReadPayslip: boolean;
  payslipCommission: number | undefined;
  commissions: Commission[];
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('specialists.participation')} testId="specialist-participation">
      <Grid container spacing={2}>
        {[
          [t('specialists.servicesDone'), String(figures?.services ?? 0), 'services'],
          [t('specialists.servicesValue'), formatMoney(figures?.value ?? 0), 'value'],
          canReadPayslip
            ? [
                t('specialists.commissionPayslip'),
                payslipCommission === undefined ? '…' : formatMoney(payslipCommission),
                'commission',
              ]
            : [t('specialists.commissionEstimate'), formatMoney(figures?.commission ?? 0), 'commission'],
        ].map(([label, value, key]) => (
          <Grid size={4} key={key}>
            <Typography color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography variant="h2" data-testid={`participation-${key}`}>
              {value}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {canReadPayslip ? (
          <>
            {t('specialists.commissionPayslipHelp')}{' '}
            <Link
              component={RouterLink}
              to={`/reports/specialist/specialistPayslip?specialist=${id}&from=${month.start}&to=${month.today}`}
            >
              {t('specialists.openPayslip')}
            </Link>
          </>
        ) : (
          t('specialists.commissionEstimateHelp')
        )}
      </Typography>
      <Typography variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {t('specialists.commissions')}
      </Typography>
      {commissions.length === 0 ? (
        <Typography color="text.secondary">{t('specialists.noCommissions')}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {commissions.map((row) => (
            <Chip
              key={row.id}
              label={`${row.service_category_id?.name ?? t('specialists.allCategories')}: ${
                row.commission_type === '%' ? `${row.commission}%` : formatMoney(row.commission)
              }`}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
