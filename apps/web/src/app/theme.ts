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

const STATUS_COLORS = ['error', 'info', 'success', 'warning'] as const;
function isStatusColor(color: unknown): color is (typeof STATUS_COLORS)[number] {
  return STATUS_COLORS.includes(color as (typeof STATUS_COLORS)[number]);
}

// Light only, the product's colours (spec-coverage 9 › Theme colours), Montserrat shipped with the app.
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    mode: 'light',
    // WCAG AA: a filled colour gets black text where white would be under 4.5:1 (the theme's
    // green, blue and orange), so chips and buttons keep the theme's colours and stay readable.
    contrastThreshold: 4.5,
    primary: { main: THEME_COLORS.primary },
    secondary: { main: THEME_COLORS.secondary },
    // `dark` is the text shade of each colour: at least 4.5:1 on white and on the page.
    error: { main: THEME_COLORS.error, dark: '#C41C13' },
    info: { main: THEME_COLORS.info, dark: '#1565C0' },
    success: { main: THEME_COLORS.success, dark: '#2E7D32' },
    warning: { main: THEME_COLORS.warning, dark: '#A35200' },
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
    // Text and outlined buttons of a status colour draw their text in its dark shade (the theme's
    // red, green, blue and orange are under 4.5:1 as text on the page).
    MuiButton: {
      styleOverrides: {
        root: ({ ownerState, theme }) =>
          ownerState.variant !== 'contained' && isStatusColor(ownerState.color)
            ? { color: theme.palette[ownerState.color].dark }
            : {},
      },
    },
    // An outlined chip's label is text too ("Pendiente de pago" in orange was 2.15:1).
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState, theme }) =>
          ownerState.variant === 'outlined' && isStatusColor(ownerState.color)
            ? { color: theme.palette[ownerState.color].dark }
            : {},
      },
    },
    // An unselected toggle's grey is under 4.5:1 on the page's tint.
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.64)' } } },
    ...PHONE_OVERRIDES,
  },
});
