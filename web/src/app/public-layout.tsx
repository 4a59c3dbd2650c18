import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';

/** The frame of screens that need no sign-in (login, public forms). */
export function PublicLayout() {
  return (
    // Focusable by script only: the focus moves here on a route change until the page's heading shows.
    <Box component="main" id="main-content" tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none' }}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
