import { SITE_ALL } from '@sari/domain/constants';
import { useSyncExternalStore } from 'react';

// The site chosen in the app bar; 0 means all of the user's sites.
const KEY = 'sari_site';
const listeners = new Set<() => void>();

export function readSelectedSite(): number {
  const value = Number(localStorage.getItem(KEY) ?? SITE_ALL);
  return Number.isInteger(value) && value >= 0 ? value : SITE_ALL;
}

export function setSelectedSite(siteId: number) {
  localStorage.setItem(KEY, String(siteId));
  for (const listener of listeners) {
    listener();
  }
}

export function useSelectedSite(): number {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readSelectedSite);
}
