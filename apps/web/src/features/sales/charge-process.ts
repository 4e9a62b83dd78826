import { httpErrorMessage } from '../../shared/alerts/http-error';
import type { ChargedSale } from './api/charge';

// Spec section 8: the charge process goes charge, then success or an error value after saving.
export type ChargeProcess =
  | { state: 'charge' }
  | { state: 'success'; sale: ChargedSale }
  | { state: 'error'; message: string };

// Runs a charge and answers the response state: the sale, or the failure kept with the
// server's own message (what the dialog shows, the cart left as it was).
export async function chargeOutcome(send: () => Promise<ChargedSale>): Promise<ChargeProcess> {
  try {
    return { state: 'success', sale: await send() };
  } catch (error) {
    return { state: 'error', message: httpErrorMessage(error) };
  }
}
