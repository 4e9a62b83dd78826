import { QueryCache, QueryClient } from '@tanstack/react-query';
import { handleHttpError } from '../alerts/http-error';

declare module '@tanstack/react-query' {
  interface Register {
    // silent: the query handles its own failure (the current user only logs it, spec 8).
    queryMeta: { silent?: boolean };
  }
}

// Spec 8: a failed load (calendar, promotions, any list) raises the shared HTTP error handler:
// the server's first message, or the general one. Never an empty list that hides the failure.
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) {
          handleHttpError(error);
        }
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
