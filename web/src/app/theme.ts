import { createTheme } from '@mui/material/styles';

/**
 * The app's MUI theme. Colours are picked for WCAG AA contrast on white (primary 10:1, error 5.6:1), and every
 * focusable element gets a visible focus ring, not just the ripple.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d91', contrastText: '#ffffff' },
    secondary: { main: '#6a1b9a', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a4b00' },
    success: { main: '#1e6b2f' },
    text: { primary: '#1b1b1f', secondary: '#4a4a55' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #0b3d91', outlineOffset: 2 },
        a: { color: '#0b3d91' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: 2 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A disabled field's hint (a map question's "-90 to 90") is still read: MUI's disabled grey is 2.67:1 on white.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#4a4a55' } } } },
  },
});
