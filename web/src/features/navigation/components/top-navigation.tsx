import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { productName } from '@/lib/site-links';
import { useMediaQueryMatch } from '@/lib/use-media-query-match';
import { collapsedNavigationQuery } from '../hooks/navigation-breakpoint';
import { useNavigationModel } from '../hooks/use-navigation-model';
import { AppsMenu } from './apps-menu';
import { GlobalToolsMenu } from './global-tools-menu';
import { HelpButton } from './help-button';
import { ProfileMenu } from './profile-menu';
import { ProgramsMenu } from './programs-menu';
import { StartNewMenu } from './start-new-menu';

/** The phone drawer (MUI's Drawer, Modal, lists): a lazy chunk, fetched when its button is first reached. */
const loadNavigationDrawer = () => import('./navigation-drawer');
const NavigationDrawer = lazy(() => loadNavigationDrawer().then((module) => ({ default: module.NavigationDrawer })));

/** The bar's entries, compact so that a full bar of nine fits 1280 px; a label never wraps. */
const entrySx = { px: 1, minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-endIcon': { ml: 0.25, mr: -0.5 } } as const;

/** The top bar: product name, main links, Programs, Apps, Admin Tools, Studio, Global Tools, Start New, help and the profile menu. */
export function TopNavigation() {
  const model = useNavigationModel();
  // Below a breakpoint that grows with the number of entries (spec: 750 to 1300 px) they collapse into a drawer.
  const narrow = useMediaQueryMatch(collapsedNavigationQuery(model.entryCount));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ '& .Mui-focusVisible, & a:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 } }}
    >
      <Toolbar sx={{ gap: 0.5, minHeight: 64, px: { sm: 2 } }}>
        {narrow ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation menu"
            onPointerEnter={loadNavigationDrawer}
            onFocus={loadNavigationDrawer}
            onClick={() => {
              setDrawerOpen(true);
              setDrawerOpened(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap', mr: 1 }}
        >
          {productName}
        </Typography>
        {narrow ? null : (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', '& .MuiButton-root': entrySx }}>
            {model.links.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6, textDecorationThickness: 2 } }}
              >
                {link.label}
              </Button>
            ))}
            <ProgramsMenu programs={model.programs} />
            <AppsMenu apps={model.apps} />
            {model.toolLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
            {model.globalTools ? <GlobalToolsMenu entries={model.globalTools} /> : null}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!narrow && model.startNew ? (
          <Box sx={{ '& .MuiButton-root': entrySx }}>
            <StartNewMenu entries={model.startNew} />
          </Box>
        ) : null}
        <HelpButton />
        <ProfileMenu user={model.user} internalTools={model.internalTools} />
      </Toolbar>
      {narrow && drawerOpened ? (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} model={model} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
