import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AnnouncerProvider } from '@/components/announcer/announcer-provider';
import { PageLoading } from '@/components/page-loading';
import { RouteFocus } from './route-focus/route-focus';

/** The frame of screens that need no sign-in (login, public forms); the focus follows each route change. */
export function PublicLayout() {
  return (
    <AnnouncerProvider>
      <RouteFocus />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </AnnouncerProvider>
  );
}
