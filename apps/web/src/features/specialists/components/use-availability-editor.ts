import { findOverlap } from '@sari/domain/schedule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Site } from '../../../shared/api/use-sites';
import { useSaveSpecialist } from '../api/save-specialist';
import type { Availability } from '../api/specialist-keys';

export type Window = { id?: number; site_id: number; weekday: number; start: string; end: string };
// The window being added on one weekday, before it joins the list.
export type NewWindow = { weekday: number; start: string; end: string };

const toWindow = (row: Availability): Window => ({
  id: row.id,
  site_id: row.site_id,
  weekday: row.weekday,
  start: row.start_time.slice(0, 5),
  end: row.end_time.slice(0, 5),
});

// The availability editor's state: the windows as edited, the site shown, the window being
// added, whether they differ from the saved ones or overlap, and the save.
export function useAvailabilityEditor(specialistId: number, saved: Availability[], sites: Site[]) {
  const { t } = useTranslation();
  const save = useSaveSpecialist();
  const [windows, setWindows] = useState<Window[]>(() => saved.map(toWindow));
  const [siteId, setSiteId] = useState(sites[0]?.id ?? 0);
  const [adding, setAdding] = useState<NewWindow | null>(null);
  const dirty = JSON.stringify(windows) !== JSON.stringify(saved.map(toWindow));
  const overlap = findOverlap(windows);

  const persist = async () => {
    try {
      await save.mutateAsync({
        id: specialistId,
        values: {
          specialist_availability: windows.map((window) =>
            window.id
              ? { id: window.id }
              : {
                  site_id: window.site_id,
                  weekday: window.weekday,
                  start_time: window.start,
                  end_time: window.end,
                },
          ),
        },
      });
      pushAlert(t('specialists.availabilitySaved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };
  const removeWindow = (window: Window) => setWindows(windows.filter((item) => item !== window));
  const addWindow = (window: NewWindow) => {
    setWindows([...windows, { site_id: siteId, ...window }]);
    setAdding(null);
  };
  const discard = () => setWindows(saved.map(toWindow));

  return {
    windows,
    siteId,
    setSiteId,
    adding,
    setAdding,
    dirty,
    overlap,
    saving: save.isPending,
    persist,
    removeWindow,
    addWindow,
    discard,
  };
}
