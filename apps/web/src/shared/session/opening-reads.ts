import type { QueryClient } from '@tanstack/react-query';
import { sitesQuery } from '../api/use-sites';
import { currentUserQuery } from './current-user';
import { onceSessionKnown, startSessionCheck } from './session-store';

// Who is signed in, their user and their sites, asked one after the other as soon as the API's
// address is known, before the first render and without waiting for a render between reads
// (issue 27, decision 046): the same queries the shell's hooks then find in the cache. A failure
// is left to those hooks, which report it as they always have.
export function startOpeningReads(client: QueryClient): void {
  onceSessionKnown((session) => {
    if (!session) {
      return;
    }
    client.fetchQuery(currentUserQuery(session.user.id)).then(
      (user) => {
        if (user) {
          void client.prefetchQuery(sitesQuery(user.ownerCompanyId));
        }
      },
      () => undefined,
    );
  });
  void startSessionCheck();
}
