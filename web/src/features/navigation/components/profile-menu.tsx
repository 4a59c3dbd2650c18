import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@/lib/auth/auth-api';
import { useSessionStore } from '@/lib/auth/session-context';
import { LazyMenuLists, preloadMenuLists } from './lazy-menu-lists';

/**
 * The profile menu: the user's initials; its list (name, email, the internal tools for those who may use them,
 * Sign out) is a lazy chunk (menu-lists.tsx).
 */
export function ProfileMenu({ user, internalTools = false }: { user: SessionUser; internalTools?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const store = useSessionStore();
  const navigate = useNavigate();
  const id = useId();
  const fullName = `${user.firstName} ${user.lastName}`;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  async function signOut() {
    setAnchor(null);
    await store.signOut();
    navigate('/login', { replace: true });
  }

  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-label={`Profile menu for ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onPointerEnter={preloadMenuLists}
        onFocus={preloadMenuLists}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ p: 0.5 }}
      >
        {/* A round Box, not MUI's Avatar: the top bar is on the first route, whose weight web-first-route.test.ts holds. */}
        <Box
          component="span"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'common.white',
            color: 'primary.main',
            fontSize: '0.95rem',
            fontWeight: 700,
            lineHeight: 1,
          }}
        >
          {initials}
        </Box>
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <LazyMenuLists.Profile
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            user={user}
            internalTools={internalTools}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
