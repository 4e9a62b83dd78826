import { saveWhatsappSettings } from '@sari/contracts/messages';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';
import { settingsKeys } from './settings-keys';

export function useSaveWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof saveWhatsappSettings>) => callOperation(saveWhatsappSettings, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.whatsapp, saved),
  });
}
