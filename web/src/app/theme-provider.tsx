import SystemThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The app's theme without CSS variables, as MUI's own ThemeProvider passes it (`vars: null`, so no upper theme's
 * variables leak in). Made once, so the provider's value is stable.
 */
const themeWithoutVars = { ...theme, vars: null };

/**
 * Gives every MUI component the app's theme. MUI's ThemeProvider (`@mui/material/styles`) does the same for a theme
 * without colour schemes, but imports its CSS-variables provider too (colour-scheme storage, media queries, the
 * init script: about 3 kB gzipped on the first route) whatever the theme; ours is a plain theme, so the system
 * provider MUI would call is enough.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <SystemThemeProvider theme={themeWithoutVars}>{children}</SystemThemeProvider>;
}
