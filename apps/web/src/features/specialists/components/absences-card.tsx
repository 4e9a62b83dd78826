import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../api/specialist-keys';
import { AbsenceFormDialog } from './absence-form-dialog';
import { useAbsencesCard } from './use-absences-card';

// Days off, vacations and partial absences (a window of one or more days).
export function AbsencesCard({
  specialistId,
  absences,
  today,
  canEdit,
}: {
  specialistId: number;
  absences: Absence[];
  today: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { form, setForm, blank, upcoming, formError, saving, submit, removeAbsence } = useAbsencesCard(
    specialistId,
    absences,
    today,
  );

  return (
    <>
      {upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('specialists.noAbsences')}</Typography>
      ) : (
        <List dense disablePadding data-testid="absences">
          {upcoming.map((absence) => (
            <ListItem
              key={absence.id}
              disableGutters
              secondaryAction={
                canEdit && (
                  <IconButton
                    edge="end"
                    aria-label={t('specialists.removeAbsence')}
                    onClick={() => removeAbsence(absence.id)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  absence.date_start === absence.date_end
                    ? formatDate(absence.date_start)
                    : `${formatDate(absence.date_start)} – ${formatDate(absence.date_end)}`
                }
                secondary={[
                  absence.start_time && absence.end_time
                    ? `${formatTime12h(absence.start_time.slice(0, 5))} – ${formatTime12h(absence.end_time.slice(0, 5))}`
                    : t('specialists.allDay'),
                  absence.reason,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setForm(blank)}>
          {t('specialists.addAbsence')}
        </Button>
      )}
      {form && (
        <AbsenceFormDialog
          form={form}
          dirty={JSON.stringify(form) !== JSON.stringify(blank)}
          error={formError}
          saving={saving}
          onChange={setForm}
          onClose={() => setForm(null)}
          onSave={submit}
        />
      )}
    </>
  );
}
