import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useCreateAbsence } from '../api/create-absence';
import { useDeleteAbsence } from '../api/delete-absence';
import type { Absence } from '../api/specialist-keys';

// A new absence as typed: days, optional hours (both or none) and a reason.
export type AbsenceForm = { start: string; end: string; from: string; to: string; reason: string };

// The absences card's state: the coming absences, the new one being typed with what is wrong in
// it, its save and a removal.
export function useAbsencesCard(specialistId: number, absences: Absence[], today: string) {
  const { t } = useTranslation();
  const create = useCreateAbsence(specialistId);
  const remove = useDeleteAbsence(specialistId);
  const [form, setForm] = useState<AbsenceForm | null>(null);
  const blank = { start: today, end: today, from: '', to: '', reason: '' };
  const upcoming = absences
    .filter((absence) => absence.date_end >= today)
    .sort((a, b) => a.date_start.localeCompare(b.date_start));
  const formError =
    form && (!form.start || !form.end)
      ? t('specialists.absenceDates')
      : form && form.end < form.start
        ? t('specialists.absenceOrder')
        : form && Boolean(form.from) !== Boolean(form.to)
          ? t('specialists.absenceTimes')
          : form?.from && form.to && form.to <= form.from
            ? t('specialists.absenceOrder')
            : null;

  const submit = async () => {
    if (!form || formError) {
      return;
    }
    try {
      await create.mutateAsync({
        date_start: form.start,
        date_end: form.end,
        start_time: form.from || null,
        end_time: form.to || null,
        reason: form.reason.trim() || null,
      });
      pushAlert(t('specialists.absenceSaved'), 'success');
      setForm(null);
    } catch (error) {
      handleHttpError(error);
    }
  };
  const removeAbsence = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      pushAlert(t('specialists.absenceRemoved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  return {
    form,
    setForm,
    blank,
    upcoming,
    formError,
    saving: create.isPending,
    submit,
    removeAbsence,
  };
}
