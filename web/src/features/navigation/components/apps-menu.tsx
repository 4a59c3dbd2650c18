import { LazyMenuLists } from './lazy-menu-lists';
import { MenuButton } from './menu-button';

/** The Apps menu's button; its list (the branding service's apps) is a lazy chunk (menu-lists.tsx). */
export function AppsMenu({ apps }: { apps: Array<{ name: string; contextUrl: string }> }) {
  return <MenuButton label="Apps" renderMenu={(menu) => <LazyMenuLists.Apps {...menu} apps={apps} />} />;
}
