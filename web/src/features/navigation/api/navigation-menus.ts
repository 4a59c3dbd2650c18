import { useQuery } from '@apollo/client/react';
import { NavigationMenusDocument } from './navigation-menus.generated';

/** The Programs and Apps menus' contents: the caller's programs and the branding service's app list. */
export function useNavigationMenus() {
  return useQuery(NavigationMenusDocument);
}
