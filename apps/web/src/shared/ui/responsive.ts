import type { Components, Theme } from '@mui/material/styles';

// How every screen behaves on a phone (under sm), set once in the theme so that each dialog
// and table of every feature, present and future, gets it (decision 022).
export const PHONE_OVERRIDES: Components<Theme> = {
  // Dialogs fill the phone; their actions stay at the bottom while the form scrolls.
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }),
    },
  },
  MuiDialogActions: {
    styleOverrides: {
      root: ({ theme }) => ({
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        backgroundColor: theme.palette.background.paper,
        borderTop: '1px solid #E7E0EE',
        flexWrap: 'wrap',
        gap: theme.spacing(1),
        '& > :not(style) ~ :not(style)': { marginLeft: 0 },
      }),
    },
  },
  // Tighter cells on a phone, so a list keeps its key columns and its actions in view.
  MuiTableCell: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: {
          paddingLeft: theme.spacing(0.75),
          paddingRight: theme.spacing(0.75),
        },
      }),
    },
  },
  // A list that is still wider than the phone scrolls inside its card, never the page.
  MuiTableContainer: { styleOverrides: { root: { overflowX: 'auto', maxWidth: '100%' } } },
};

// A column a phone leaves out (the row's detail page or form still shows it).
export const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

// A chip in a stack that is a column on phones: as wide as its text, not the screen.
export const CHIP_IN_COLUMN = { alignSelf: { xs: 'flex-start', sm: 'center' } } as const;
