import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, THEME_COLORS } from '@sari/domain/constants';
import { PHONE_OVERRIDES } from '../shared/ui/responsive';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    overdue: Palette['primary'];
  }
  interface PaletteOptions {
    overdue?: PaletteOptions['primary'];
  }
}

// Light only, the spec's colours, Montserrat shipped with the app.
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    mode: 'light',
    primary: { main: THEME_COLORS.primary },
    secondary: { main: THEME_COLORS.secondary },
    error: { main: THEME_COLORS.error },
    info: { main: THEME_COLORS.info },
    success: { main: THEME_COLORS.success },
    warning: { main: THEME_COLORS.warning },
    overdue: { main: THEME_COLORS.overdue, contrastText: '#000000' },
    background: { default: '#F6F3F9', paper: '#FFFFFF' },
  },
  typography: {
    fontFamily: 'Montserrat, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.4rem', fontWeight: 700 },
    h3: { fontSize: '1.15rem', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #E7E0EE' } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    ...PHONE_OVERRIDES,
  },
});
