import { useState } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useClient } from '../api/get-client';
import { useClientHistory } from '../api/get-client-history';

export type ClientHistory = NonNullable<ReturnType<typeof useClientHistory>['data']>;

// The client detail page's state: the client, what the user may see of its history, and the
// edit dialog's switch.
export function useClientDetail() {
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const client = useClient(id);
  const history = useClientHistory(id, {
    calendar: permissions.has('calendar:read'),
    sales: permissions.has('sales:read'),
  });
  const [editing, setEditing] = useState(false);
  return { id, permissions, client, history: history.data, editing, setEditing };
}
