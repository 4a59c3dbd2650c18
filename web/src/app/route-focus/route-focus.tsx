import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '@/components/announcer/announcer-context';
import { productName } from '@/lib/site-links';
import { followNavigation } from './follow-navigation';

/**
 * Moves the focus to the new page's heading and announces its title on every route change (a new path; not a
 * changed query or hash, and not the first page, where the browser starts at the top as usual). Render it before
 * the page's outlet: it reads the last page's title before the new page names itself.
 */
export function RouteFocus({ mainId = 'main-content' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    // Placed before the page in the tree, this runs before the new page's own effects: the title is still the last page's.
    return followNavigation({ main, titleBefore: document.title, productName, announce });
  }, [pathname, mainId, announce]);
  return null;
}
