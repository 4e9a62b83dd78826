import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, localIsoDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PhoneLink } from '../../../shared/ui/phone-link';
import { SectionCard } from '../../../shared/ui/section-card';
import { useAgenda } from '../api/get-agenda';
import { useMonthPayslip } from '../api/get-month-payslip';
import { useParticipation } from '../api/get-participation';
import { useSpecialist } from '../api/get-specialist';
import { fullName } from '../api/specialist-keys';
import { AbsencesCard } from './absences-card';
import { AvailabilityEditor } from './availability-editor';
import { SpecialistAvatar } from './specialist-avatar';
import { SpecialistFormDialog } from './specialist-form-dialog';

export function SpecialistDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const specialist = useSpecialist(id);
  const allSites = useSites().data ?? [];
  const today = localIsoDate();
  const month = { start: `${today.slice(0, 8)}01`, today };
  const agenda = useAgenda(id, today);
  const participation = useParticipation(id, month, specialist.data?.specialist_commission ?? []);
  // Whoever may read the payslip sees its commission; the others an estimate, labelled as one.
  const canReadPayslip = permissions.has('reports:read');
  const payslip = useMonthPayslip(id, month, canReadPayslip);
  const [editing, setEditing] = useState(false);

  if (specialist.isLoading) {
    return <CenteredSpinner />;
  }
  if (!specialist.data) {
    return <Alert severity="error">{t('specialists.notFound')}</Alert>;
  }
  const data = specialist.data;
  const canEdit = permissions.has('specialists:update');
  const ownSites = data.specialist_site.map((link) => link.site_id);
  const sites = allSites.filter((site) => ownSites.some((own) => own.id === site.id));
  const figures = participation.data;

  return (
    <Box>
      <Button component={RouterLink} to="/specialists" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('specialists.back')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SpecialistAvatar specialist={data} size={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1" data-testid="specialist-name">
            {fullName(data)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 1 }}>
            {data.specialty_id && <Chip size="small" label={data.specialty_id.name} />}
            {!data.is_active && <Chip size="small" label={t('crud.inactive')} />}
            {data.online_booking && (
              <Chip size="small" variant="outlined" color="primary" label={t('services.online')} />
            )}
            {data.phone && <PhoneLink phone={data.phone} />}
            {data.email && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {data.email}
              </Typography>
            )}
          </Stack>
        </Box>
        {canEdit && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('specialists.edit')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('specialists.agenda')} testId="specialist-agenda">
            {(agenda.data ?? []).length === 0 ? (
              <Typography color="text.secondary">{t('specialists.noAgenda')}</Typography>
            ) : (
              <List dense disablePadding>
                {agenda.data?.map((row) => (
                  <ListItem key={row.id} disableGutters>
                    <ListItemText
                      primary={`${formatDate(row.date)} · ${formatTime12h(row.service_time.slice(0, 5))} · ${row.service_id.name}`}
                      secondary={[
                        row.service_reservation_id.client_id
                          ? `${row.service_reservation_id.client_id.first_name} ${row.service_reservation_id.client_id.last_name ?? ''}`.trim()
                          : null,
                        row.service_reservation_id.site_id.name,
                        t(`status.${row.service_reservation_id.status}`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('specialists.participation')} testId="specialist-participation">
            <Grid container spacing={2}>
              {[
                [t('specialists.servicesDone'), String(figures?.services ?? 0), 'services'],
                [t('specialists.servicesValue'), formatMoney(figures?.value ?? 0), 'value'],
                canReadPayslip
                  ? [
                      t('specialists.commissionPayslip'),
                      payslip.data ? formatMoney(payslip.data.totals.commission) : '…',
                      'commission',
                    ]
                  : [
                      t('specialists.commissionEstimate'),
                      formatMoney(figures?.commission ?? 0),
                      'commission',
                    ],
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
            {data.specialist_commission.length === 0 ? (
              <Typography color="text.secondary">{t('specialists.noCommissions')}</Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {data.specialist_commission.map((row) => (
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
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard title={t('specialists.availability')}>
            <AvailabilityEditor
              key={data.specialist_availability.map((row) => row.id).join(',')}
              specialistId={id}
              saved={data.specialist_availability}
              sites={sites}
              canEdit={canEdit}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title={t('specialists.absences')}>
            <AbsencesCard
              specialistId={id}
              absences={data.specialist_absence}
              today={today}
              canEdit={permissions.has('calendar:create')}
            />
          </SectionCard>
        </Grid>
      </Grid>
      {editing && <SpecialistFormDialog specialist={data} onClose={() => setEditing(false)} />}
    </Box>
  );
}
