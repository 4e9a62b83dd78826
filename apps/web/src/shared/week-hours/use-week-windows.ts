import { findOverlap } from '@sari/domain/schedule';
import { useState } from 'react';

// A weekly window as edited: a specialist's at one of their sites, a resource's at its own.
export type Window = { id?: number; site_id: number; weekday: number; start: string; end: string };
// The window being added on one weekday, before it joins the list.
export type NewWindow = { weekday: number; start: string; end: string };
// A saved window as the items API reads it.
export type SavedWindow = {
  id: number;
  site_id?: number;
  weekday: number;
  start_time: string;
  end_time: string;
};

export const toWindow = (row: SavedWindow, siteId = 0): Window => ({
  id: row.id,
  site_id: row.site_id ?? siteId,
  weekday: row.weekday,
  start: row.start_time.slice(0, 5),
  end: row.end_time.slice(0, 5),
});

// The rows an o2m of windows is saved as: the kept ones by id, the new ones whole.
export const windowRows = (windows: Window[], withSite: boolean) =>
  windows.map((window) =>
    window.id
      ? { id: window.id }
      : {
          ...(withSite ? { site_id: window.site_id } : {}),
          weekday: window.weekday,
          start_time: window.start,
          end_time: window.end,
        },
  );

// The week editor's state: the windows as edited, the site shown, the window being added, and
// whether they differ from the saved ones or overlap. Shared by a specialist's availability and
// a resource's own hours (decision 058), so the week is edited one way.
export function useWeekWindows(saved: Window[], firstSiteId: number) {
  const [windows, setWindows] = useState<Window[]>(saved);
  const [siteId, setSiteId] = useState(firstSiteId);
  const [adding, setAdding] = useState<NewWindow | null>(null);
  const dirty = JSON.stringify(windows) !== JSON.stringify(saved);
  const overlap = findOverlap(windows);
  const removeWindow = (window: Window) => setWindows(windows.filter((item) => item !== window));
  const addWindow = (window: NewWindow) => {
    setWindows([...windows, { site_id: siteId, ...window }]);
    setAdding(null);
  };
  const discard = () => setWindows(saved);
  return { windows, siteId, setSiteId, adding, setAdding, dirty, overlap, removeWindow, addWindow, discard };
}

export type WeekWindows = ReturnType<typeof useWeekWindows>;
