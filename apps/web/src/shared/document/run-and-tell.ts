import { pushAlert } from '../alerts/alert-store';
import { handleHttpError } from '../alerts/http-error';

// A document's step: run it, say it worked, or show the server's refusal; true when it worked.
export async function runAndTell(action: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await action();
    pushAlert(done, 'success');
    return true;
  } catch (error) {
    handleHttpError(error);
    return false;
  }
}
