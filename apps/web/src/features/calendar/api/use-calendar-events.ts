import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBaseUrl } from '../../../shared/api/http';
import { calendarKeys } from './calendar-keys';

// Live changes (server-sent events): another receptionist's change reloads the site's days.
// EventSource reconnects by itself; the days are also reloaded when the stream comes back.
export function useCalendarEvents(siteId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (siteId <= 0 || typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(`${apiBaseUrl}/calendar/events?site_id=${siteId}`, {
      withCredentials: true,
    });
    const reload = () => queryClient.invalidateQueries({ queryKey: calendarKeys.days(siteId) });
    let ready = false;
    source.addEventListener('ready', () => {
      if (ready) {
        reload();
      }
      ready = true;
    });
    source.addEventListener('change', reload);
    // The session ended (signed out, deactivated, no longer allowed): no reconnecting with it.
    source.addEventListener('ended', () => source.close());
    return () => source.close();
  }, [siteId, queryClient]);
}
