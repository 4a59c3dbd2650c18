import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';

/** The frame of screens that need no sign-in (login, public forms). */
export function PublicLayout() {
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh' }}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
