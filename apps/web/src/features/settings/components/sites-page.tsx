import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import { ListHeader } from '../../../shared/ui/list-parts';
import { type SiteRow, useSitesWithSchedule } from '../api/get-sites-with-schedule';
import { useSaveSite } from '../api/save-site';
import { type ScheduleDay, useSaveSiteSchedule } from '../api/save-site-schedule';

const WEEK = [1, 2, 3, 4, 5, 6, 0];
const HOURS = [...TIME_SLOTS, '23:59'];

const weekOf = (site: SiteRow): ScheduleDay[] =>
  WEEK.map((weekday) => {
    const row = site.site_schedule.find((day) => day.weekday === weekday);
    return {
      weekday,
      is_active: row?.is_active ?? false,
      start_time: row?.site_schedule_time_id?.start_time.slice(0, 5) ?? '08:00',
      end_time: row?.site_schedule_time_id?.end_time.slice(0, 5) ?? '20:00',
    };
  });

function ScheduleEditor({ site, canEdit }: { site: SiteRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<ScheduleDay[]>(() => weekOf(site));
  const save = useSaveSiteSchedule();
  const wrong = days.find((day) => day.is_active && day.end_time <= day.start_time);
  const dirty = JSON.stringify(days) !== JSON.stringify(weekOf(site));
  const update = (weekday: number, change: Partial<ScheduleDay>) =>
    setDays(days.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)));
  const hourSelect = (day: ScheduleDay, key: 'start_time' | 'end_time', label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={day[key]}
      disabled={!canEdit || !day.is_active}
      onChange={(event) => update(day.weekday, { [key]: event.target.value })}
      error={day.is_active && day.end_time <= day.start_time}
      // On a phone the day takes its own line and Abre/Cierra share the next one.
      sx={{ minWidth: { xs: 0, sm: 120 }, flex: { xs: 1, sm: 'none' } }}
    >
      {HOURS.map((slot) => (
        <MenuItem key={slot} value={slot}>
          {formatTime12h(slot)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box data-testid={`schedule-${site.id}`}>
      <Stack spacing={1}>
        {days.map((day) => (
          <Stack
            key={day.weekday}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            data-testid={`site-day-${day.weekday}`}
          >
            <FormControlLabel
              sx={{ width: { xs: '100%', sm: 150 }, m: 0 }}
              control={
                <Switch
                  checked={day.is_active}
                  disabled={!canEdit}
                  onChange={(_, checked) => update(day.weekday, { is_active: checked })}
                />
              }
              label={t(`specialists.weekdays.${day.weekday}`)}
            />
            {day.is_active ? (
              <>
                {hourSelect(day, 'start_time', t('settingsPages.opens'))}
                {hourSelect(day, 'end_time', t('settingsPages.closes'))}
              </>
            ) : (
              <Typography color="text.secondary">{t('settingsPages.closed')}</Typography>
            )}
          </Stack>
        ))}
      </Stack>
      {wrong && (
        <Typography color="error" sx={{ mt: 1 }}>
          {t('settingsPages.closingBeforeOpening', { day: t(`specialists.weekdays.${wrong.weekday}`) })}
        </Typography>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <Button
            variant="contained"
            disabled={!dirty || Boolean(wrong) || save.isPending}
            onClick={async () => {
              try {
                await save.mutateAsync({ siteId: site.id, days });
                pushAlert(t('settingsPages.scheduleSaved', { site: site.name }), 'success');
              } catch (error) {
                handleHttpError(error);
              }
            }}
          >
            {t('settingsPages.saveSchedule')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

type SiteForm = {
  id?: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  is_active: boolean;
  online_booking: boolean;
};

function SiteDialog({ site, onClose }: { site?: SiteRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<SiteForm>({
    id: site?.id,
    name: site?.name ?? '',
    address: site?.address ?? '',
    phone: site?.phone ?? '',
    email: site?.email ?? '',
    is_active: site?.is_active ?? true,
    online_booking: site?.online_booking ?? true,
  });
  const [tried, setTried] = useState(false);
  const dirty = useChanged(form);
  const save = useSaveSite();
  const errors = {
    name: form.name.trim() ? null : t('settingsPages.siteNameRequired'),
    phone: form.phone && !PHONE_PATTERN.test(form.phone.trim()) ? t('clients.phoneInvalid') : null,
    email: form.email && !EMAIL_PATTERN.test(form.email.trim()) ? t('clients.emailInvalid') : null,
  };
  const submit = async () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) {
      return;
    }
    try {
      await save.mutateAsync({
        id: site?.id,
        body: {
          name: form.name.trim(),
          address: form.address.trim() || null,
          phone: form.phone.trim() || null,
          email: form.email.trim() || null,
          is_active: form.is_active,
          online_booking: form.online_booking,
        },
      });
      pushAlert(t('settingsPages.siteSaved'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };
  const text = (key: 'name' | 'address' | 'phone' | 'email', label: string) => (
    <TextField
      fullWidth
      label={label}
      required={key === 'name'}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      error={tried && Boolean(errors[key as keyof typeof errors])}
      helperText={tried ? errors[key as keyof typeof errors] : undefined}
    />
  );
  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{site ? t('settingsPages.editSite') : t('settingsPages.newSite')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {text('name', t('settingsPages.siteName'))}
          {text('address', t('settingsPages.address'))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('phone', t('settingsPages.phone'))}
            {text('email', t('settingsPages.email'))}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={form.is_active}
                  onChange={(_, checked) => setForm({ ...form, is_active: checked })}
                />
              }
              label={t('settingsPages.siteActive')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.online_booking}
                  onChange={(_, checked) => setForm({ ...form, online_booking: checked })}
                />
              }
              label={t('services.onlineBooking')}
            />
          </Stack>
          {!site && <Typography color="text.secondary">{t('settingsPages.newSiteHelp')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

// Sites and hours: each site's data and its weekly opening hours.
export function SitesPage() {
  const { t } = useTranslation();
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const sites = useSitesWithSchedule();
  const [editing, setEditing] = useState<SiteRow | 'new' | null>(null);
  if (sites.isLoading) {
    return <CenteredSpinner />;
  }
  const canEdit = permissions.has('settings:update');
  return (
    <Box>
      <ListHeader title={t('settingsMenu.sites')}>
        {permissions.has('settings:create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-site"
          >
            {t('settingsPages.newSite')}
          </Button>
        )}
      </ListHeader>
      <Grid container spacing={2}>
        {(sites.data ?? []).map((site) => (
          <Grid size={{ xs: 12, lg: 6 }} key={site.id}>
            <Card data-testid={`site-card-${site.id}`}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h3" sx={{ flexGrow: 1 }}>
                    {site.name}
                  </Typography>
                  {!site.is_active && <Chip size="small" label={t('crud.inactive')} />}
                  {canEdit && (
                    <IconButton
                      aria-label={`${t('crud.edit')} ${site.name}`}
                      onClick={() => setEditing(site)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {[site.address, site.phone, site.email].filter(Boolean).join(' · ') ||
                    t('settingsPages.noContact')}
                </Typography>
                <ScheduleEditor key={JSON.stringify(site.site_schedule)} site={site} canEdit={canEdit} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {editing && (
        <SiteDialog site={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
