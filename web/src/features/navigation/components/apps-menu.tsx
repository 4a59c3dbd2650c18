import MenuItem from '@mui/material/MenuItem';
import { MenuButton } from './menu-button';

/** More than this many apps spread over extra columns. */
const appsPerColumn = 10;

/** The Apps menu: the branding service's apps, opened in a new tab; extra columns beyond 10 apps. */
export function AppsMenu({ apps }: { apps: Array<{ name: string; contextUrl: string }> }) {
  const columns = Math.min(3, Math.max(1, Math.ceil(apps.length / appsPerColumn)));
  return (
    <MenuButton
      label="Apps"
      listSx={columns > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(200px, 1fr))` } : undefined}
    >
      {(close) => [
        apps.length === 0 ? (
          <MenuItem key="none" disabled>
            No apps are available.
          </MenuItem>
        ) : null,
        ...apps.map((app) => (
          <MenuItem
            key={app.contextUrl}
            component="a"
            href={app.contextUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {app.name}
          </MenuItem>
        )),
      ]}
    </MenuButton>
  );
}
