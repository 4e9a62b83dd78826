import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { onlineBookingKeys } from './online-booking-keys';

export const ONLINE_SETTING_KEYS = [
  'online_booking',
  'online_min_notice_minutes',
  'online_max_days',
  'online_cancel_hours',
  'reminder_hours',
  'privacy_policy_url',
  // Gift cards pay a booking's advance online (decision 056).
  'online_gift_cards',
] as const;
export type OnlineSettingKey = (typeof ONLINE_SETTING_KEYS)[number];
export type SettingRow = { id: number; key: string; value: string | null };

// The company's online-booking rules, kept as settings (decision 016).
export function useOnlineSettings() {
  return useQuery({
    queryKey: onlineBookingKeys.settings,
    queryFn: () =>
      items('setting').read<SettingRow>({
        fields: ['id', 'key', 'value'],
        filter: { key: { _in: [...ONLINE_SETTING_KEYS] } },
        limit: -1,
      }),
    select: (response) => response.data,
  });
}
