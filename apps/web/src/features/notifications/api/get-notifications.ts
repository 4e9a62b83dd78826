import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { notificationKeys } from './notification-keys';

export type AppNotification = {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read_at: string | null;
  date_created: string;
};

const LATEST = 20;

// The latest alerts of the user's company (and sites) and how many are unread, checked every
// minute while the app is open.
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: async () => {
      const [latest, unread] = await Promise.all([
        items('notification').read<AppNotification>({
          fields: ['id', 'kind', 'title', 'body', 'link', 'read_at', 'date_created'],
          sort: ['-date_created'],
          limit: LATEST,
        }),
        items('notification').aggregate<{ count: number | string }>({
          'aggregate[count]': '*',
          filter: { read_at: { _null: true } },
        }),
      ]);
      return { latest: latest.data, unread: Number(unread.data[0]?.count ?? 0) };
    },
    enabled,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}
