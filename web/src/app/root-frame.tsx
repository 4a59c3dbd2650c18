import { Outlet } from 'react-router-dom';
import { AnnouncerProvider } from '@/components/announcer/announcer-provider';
import { RouteFocus } from './route-focus/route-focus';

/**
 * Around every route, signed in or not: the app's one polite live region, and the focus and an announcement that
 * follow each route change (from the sign-in page to the home page too, across the two layouts).
 */
export function RootFrame() {
  return (
    <AnnouncerProvider>
      <RouteFocus />
      <Outlet />
    </AnnouncerProvider>
  );
}
