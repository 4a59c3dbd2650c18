import type { NavigationLink } from '../hooks/use-navigation-model';
import { LazyMenuLists } from './lazy-menu-lists';
import { MenuButton } from './menu-button';

/** The Programs menu's button; its list (the caller's programs) is a lazy chunk (menu-lists.tsx). */
export function ProgramsMenu({ programs }: { programs: NavigationLink[] }) {
  return <MenuButton label="Programs" renderMenu={(menu) => <LazyMenuLists.Programs {...menu} programs={programs} />} />;
}
