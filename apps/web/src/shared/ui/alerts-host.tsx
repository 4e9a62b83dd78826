import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { hideAlert, useAlerts } from '../alerts/alert-store';

// Shows the visible alerts, newest last; each closes itself after a few seconds.
export function AlertsHost() {
  const alerts = useAlerts().filter((alert) => alert.visible);
  return (
    <Snackbar open={alerts.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Stack spacing={1}>
        {alerts.map((alert) => (
          <AutoHide key={alert.id} id={alert.id}>
            <Alert severity={alert.type} variant="filled" onClose={() => hideAlert(alert.id)} role="alert">
              {alert.text}
            </Alert>
          </AutoHide>
        ))}
      </Stack>
    </Snackbar>
  );
}

import { type ReactNode, useEffect } from 'react';

function AutoHide({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(() => hideAlert(id), 6000);
    return () => clearTimeout(timer);
  }, [id]);
  return children;
}
