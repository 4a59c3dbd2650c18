import GlobalStyles from '@mui/material/GlobalStyles';

// Chrome of the app and of the form that means nothing on paper: the app bar, menus, the footer, the skip link,
// buttons, tabs, toasts and the helper texts under fields.
const hidden = [
  '.MuiAppBar-root',
  'nav',
  'footer',
  'a[href="#main-content"]',
  '.MuiButton-root',
  '.MuiIconButton-root',
  '.MuiFormHelperText-root',
  '.MuiTabs-root',
  '.MuiDrawer-root',
  '.MuiSnackbar-root',
  '.notistack-SnackbarContainer',
  '[data-print="hide"]',
].join(', ');

/** The print stylesheet of the form page: only the form's content, in black on white, page breaks kept tidy. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [hidden]: { display: 'none !important' },
          body: { backgroundColor: '#fff' },
          '.MuiPaper-root': { boxShadow: 'none !important' },
          'h1, h2, h3, h4': { breakAfter: 'avoid' },
          // The heading the focus landed on (after Submit) must not print with its focus ring.
          '*:focus, *:focus-visible': { outline: 'none !important' },
          '@page': { margin: '16mm 14mm' },
        },
      }}
    />
  );
}
