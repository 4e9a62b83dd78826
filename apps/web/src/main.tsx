import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter, openingScreenReads } from './app/router';
import { theme } from './app/theme';
import { initI18n } from './i18n/i18n';
import { loadPublicSettings } from './shared/api/http';
import { createQueryClient } from './shared/api/query-client';
import { startOpeningReads } from './shared/session/opening-reads';
import { AlertsHost } from './shared/ui/alerts-host';

const queryClient = createQueryClient();
const router = createAppRouter();

// MUI's own texts (pagination "1–25 de 300", ...) follow the chosen language.
function LocalizedTheme({ children }: { children: ReactNode }) {
  // t changes with the language, so the theme follows it.
  const { t } = useTranslation();
  // Only the texts the app uses (MUI's full locale pack costs kilobytes on the sign-in page).
  const localized = useMemo(
    () =>
      createTheme(theme, {
        components: {
          MuiTablePagination: {
            defaultProps: {
              labelRowsPerPage: t('crud.rowsPerPage'),
              labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
                count === -1
                  ? t('crud.displayedMore', { from, to })
                  : t('crud.displayed', { from, to, count }),
              getItemAriaLabel: (type: string) => t(`crud.page.${type}`),
            },
          },
          MuiAutocomplete: {
            defaultProps: {
              noOptionsText: t('crud.noOptions'),
              loadingText: t('common.loading'),
              openText: t('crud.open'),
              closeText: t('common.close'),
              clearText: t('crud.clear'),
            },
          },
        },
      }),
    [t],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}

const settings = loadPublicSettings();
// The session, the user, the sites and the opening screen's own reads are asked while the app
// draws its first frame.
void settings.then(() => startOpeningReads(queryClient, openingScreenReads(queryClient)));

void Promise.all([initI18n(), settings]).then(() =>
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
  ),
);
