import type { StartNewEntry } from '../hooks/use-navigation-model';
import { LazyMenuLists } from './lazy-menu-lists';
import { MenuButton } from './menu-button';

/** The Start New menu's button; its list (templates the caller may start) is a lazy chunk (menu-lists.tsx). */
export function StartNewMenu({ entries }: { entries: StartNewEntry[] }) {
  return <MenuButton label="Start New" variant="contained" renderMenu={(menu) => <LazyMenuLists.StartNew {...menu} entries={entries} />} />;
}
