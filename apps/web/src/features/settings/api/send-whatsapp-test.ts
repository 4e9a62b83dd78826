import { sendWhatsappTest } from '@sari/contracts/messages';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

// One test message to a number typed; not logged (decision 054).
export function useSendWhatsappTest() {
  return useMutation({
    mutationFn: (input: InputOf<typeof sendWhatsappTest>) => callOperation(sendWhatsappTest, input),
  });
}
