import { useSyncExternalStore } from 'react';

export type AlertType = 'success' | 'info' | 'warning' | 'error';
export type Alert = { id: string; text: string; type: AlertType; visible: boolean };

let alerts: Alert[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit() {
  for (const listener of listeners) {
    listener();
  }
}

// Pushing a new alert drops an earlier invisible one (spec section 4).
export function pushAlert(text: string, type: AlertType = 'info'): string {
  counter += 1;
  const id = `alert-${Date.now().toString(36)}-${counter}`;
  const hiddenIndex = alerts.findIndex((alert) => !alert.visible);
  const kept = hiddenIndex === -1 ? alerts : alerts.filter((_, index) => index !== hiddenIndex);
  alerts = [...kept, { id, text, type, visible: true }];
  emit();
  return id;
}

export function hideAlert(id: string) {
  alerts = alerts.map((alert) => (alert.id === id ? { ...alert, visible: false } : alert));
  emit();
}

export function getAlerts(): Alert[] {
  return alerts;
}

export function resetAlerts() {
  alerts = [];
  emit();
}

export function useAlerts(): Alert[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => alerts,
  );
}
