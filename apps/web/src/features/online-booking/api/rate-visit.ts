import { rateVisit } from '@sari/contracts/online-booking';
import type { InputOf } from '@sari/contracts/operation';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/operation';

export function useRateVisit() {
  return useMutation({ mutationFn: (rating: InputOf<typeof rateVisit>) => callOperation(rateVisit, rating) });
}
