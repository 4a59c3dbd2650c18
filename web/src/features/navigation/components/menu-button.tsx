import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';

/** A top-bar button that opens a menu; the menu closes when one of its entries is chosen. */
export function MenuButton({
  label,
  variant = 'text',
  listSx,
  children,
}: {
  label: string;
  variant?: 'text' | 'contained';
  /** Layout of the menu's list, for example columns. */
  listSx?: SxProps<Theme>;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        variant={variant}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={variant === 'contained' ? { bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: '#e8eefa' } } : undefined}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, sx: listSx } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
