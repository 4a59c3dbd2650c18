import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@/lib/auth/auth-api';
import { useSessionStore } from '@/lib/auth/session-context';

/** The profile menu: the user's name and email, and Sign out (ends the session, then /login). */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'common.white', color: 'primary.main', fontSize: '0.95rem', fontWeight: 700 }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <ListSubheader component="div" sx={{ position: 'static', px: 2, py: 1, maxWidth: 300, lineHeight: 1.4 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
            {fullName}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </ListSubheader>
        <Divider />
        <MenuItem onClick={() => void signOut()}>Sign out</MenuItem>
      </Menu>
    </>
  );
}
