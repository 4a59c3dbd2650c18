import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { preloadMenuLists } from './lazy-menu-lists';
import type { MenuListProps } from './menu-lists';

/**
 * A top-bar button that opens a menu. The menu itself (MUI's Menu, Popover, Modal, transitions) is a lazy chunk,
 * fetched when the pointer or focus first reaches a menu button, so the first route does not carry it.
 */
export function MenuButton({
  label,
  variant = 'text',
  renderMenu,
}: {
  label: string;
  variant?: 'text' | 'contained';
  /** The menu, one of the lazy menu lists, given its anchor and how to close it. */
  renderMenu: (menu: MenuListProps) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
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
        onPointerEnter={preloadMenuLists}
        onFocus={preloadMenuLists}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={variant === 'contained' ? { bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: '#e8eefa' } } : undefined}
      >
        {label}
      </Button>
      {/* Kept once opened, so the menu's closing transition plays and focus returns to the button. */}
      {opened ? (
        <Suspense fallback={null}>{renderMenu({ id: `${id}-menu`, labelledBy: `${id}-button`, anchorEl: anchor, onClose: () => setAnchor(null) })}</Suspense>
      ) : null}
    </>
  );
}
