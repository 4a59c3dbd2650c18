import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { AppLink } from '@/components/app-link';

/** A card of the home page: a heading, its rows, an optional View More link and an optional accent colour. */
export function HomeSection({
  title,
  headingId: givenHeadingId,
  accent,
  viewMoreTo,
  children,
}: {
  title: string;
  /** The heading's id when others point at it (focus after a row leaves); generated otherwise. */
  headingId?: string;
  accent?: string;
  viewMoreTo?: string | null;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderTop: accent ? `4px solid ${accent}` : undefined, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={headingId} tabIndex={-1} variant="h2" sx={{ color: accent, '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
        {viewMoreTo ? (
          <AppLink href={viewMoreTo} aria-label={`View More ${title}`} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            View More
          </AppLink>
        ) : null}
      </Box>
      {children}
    </Paper>
  );
}

/** The line a home section shows when it has nothing. */
export function EmptySection({ text }: { text: string }) {
  return <Typography sx={{ color: 'text.secondary', py: 1 }}>{text}</Typography>;
}
