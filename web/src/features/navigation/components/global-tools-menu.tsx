import type { NavigationLink } from '../hooks/use-navigation-model';
import { LazyMenuLists } from './lazy-menu-lists';
import { MenuButton } from './menu-button';

/** The global-tools menu's button, for holders of a global tools role; its list is a lazy chunk (menu-lists.tsx). */
export function GlobalToolsMenu({ entries }: { entries: NavigationLink[] }) {
  return <MenuButton label="Global Tools" renderMenu={(menu) => <LazyMenuLists.GlobalTools {...menu} entries={entries} />} />;
}
