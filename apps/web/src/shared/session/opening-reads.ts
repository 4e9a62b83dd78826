import type { QueryClient } from '@tanstack/react-query';
import { type Site, sitesQuery } from '../api/use-sites';
import { type CurrentUser, currentUserQuery } from './current-user';
import { onceSessionKnown, startSessionCheck } from './session-store';

// Who is signed in, their user and their sites, asked one after the other as soon as the API's
// address is known, before the first render and without waiting for a render between reads
// (issue 27, decision 046): the same queries the shell's hooks then find in the cache. A failure
// is left to those hooks, which report it as they always have. `afterSites`: the reads of the
// screen the app opens at (its `opening`), started with the sites in hand.
export function startOpeningReads(
  client: QueryClient,
  afterSites?: (sites: Site[], user: CurrentUser) => void,
): void {
  onceSessionKnown((session) => {
    if (!session) {
      return;
    }
    client.fetchQuery(currentUserQuery(session.user.id)).then(
      (user) => {
        if (user) {
          client.fetchQuery(sitesQuery(user.ownerCompanyId)).then(
            (sites) => afterSites?.(sites.data, user),
            () => undefined,
          );
        }
      },
      () => undefined,
    );
  });
  void startSessionCheck();
}
