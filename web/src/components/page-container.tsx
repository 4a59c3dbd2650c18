import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The content column of a screen: centred, padded, narrower on small screens. */
export function PageContainer({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'md' | 'lg' | 'xl' }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
      {children}
    </Container>
  );
}
