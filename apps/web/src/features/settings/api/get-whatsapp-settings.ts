import { getWhatsappSettings } from '@sari/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { settingsKeys } from './settings-keys';

// The company's WhatsApp Business account: the secrets only as set / not set (decision 054).
export function useWhatsappSettings() {
  return useQuery({
    queryKey: settingsKeys.whatsapp,
    queryFn: () => callOperation(getWhatsappSettings, {}),
  });
}
