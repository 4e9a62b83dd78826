import CssBaseline from '@mui/material/CssBaseline';
import { enUS, esES } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';
import { initI18n } from './i18n/i18n';
import { AlertsHost } from './shared/ui/alerts-host';

initI18n();
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter();

// MUI's own texts (pagination "1–25 de 300", ...) follow the chosen language.
function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language?.startsWith('en');
  const localized = useMemo(() => createTheme(theme, english ? enUS : esES), [english]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocalizedTheme>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AlertsHost />
      </QueryClientProvider>
    </LocalizedTheme>
  </StrictMode>,
);
