import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PhoneLink } from '../../../shared/ui/phone-link';
import { SectionCard } from '../../../shared/ui/section-card';
import { fullName } from '../api/specialist-keys';
import { AbsencesCard } from './absences-card';
import { AvailabilityEditor } from './availability-editor';
import { SpecialistAgendaCard } from './specialist-agenda-card';
import { SpecialistAvatar } from './specialist-avatar';
import { SpecialistFormDialog } from './specialist-form-dialog';
import { SpecialistParticipationCard } from './specialist-participation-card';
import { useSpecialistDetail } from './use-specialist-detail';

export function SpecialistDetailPage() {
  const { t } = useTranslation();
  const {
    id,
    permissions,
    specialist,
    allSites,
    today,
    month,
    agenda,
    participation,
    canReadPayslip,
    payslip,
    editing,
    setEditing,
  } = useSpecialistDetail();

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
          <SpecialistAgendaCard rows={agenda.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SpecialistParticipationCard
            id={id}
            month={month}
            figures={participation.data}
            canReadPayslip={canReadPayslip}
            payslipCommission={payslip.data?.totals.commission}
            commissions={data.specialist_commission}
          />
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
