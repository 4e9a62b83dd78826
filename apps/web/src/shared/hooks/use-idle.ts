import { IDLE_DEFAULT_SECONDS } from '@sari/domain/constants';
import { useEffect, useRef } from 'react';

export type IdleOptions = {
  // Seconds without mouse or keyboard before `onIdle` (default 300).
  timeout?: number;
  // Seconds of inactivity at which `onRemind` fires, e.g. [240] for a warning a minute before.
  reminders?: number[];
  onIdle?: () => void;
  onRemind?: (secondsIdle: number) => void;
};

// The reusable idle indicator: resets on mouse move or key press.
export function useIdle({ timeout = IDLE_DEFAULT_SECONDS, reminders = [], onIdle, onRemind }: IdleOptions) {
  const handlers = useRef({ onIdle, onRemind });
  handlers.current = { onIdle, onRemind };
  const reminderKey = reminders.join(',');

  useEffect(() => {
    let timers: ReturnType<typeof setTimeout>[] = [];
    const schedule = () => {
      timers.forEach(clearTimeout);
      const seconds = reminderKey ? reminderKey.split(',').map(Number) : [];
      timers = [
        ...seconds
          .filter((second) => second < timeout)
          .map((second) => setTimeout(() => handlers.current.onRemind?.(second), second * 1000)),
        setTimeout(() => handlers.current.onIdle?.(), timeout * 1000),
      ];
    };
    schedule();
    window.addEventListener('mousemove', schedule);
    window.addEventListener('keydown', schedule);
    return () => {
      timers.forEach(clearTimeout);
      window.removeEventListener('mousemove', schedule);
      window.removeEventListener('keydown', schedule);
    };
  }, [timeout, reminderKey]);
}
