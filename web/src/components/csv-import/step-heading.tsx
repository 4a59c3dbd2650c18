import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

/** How a screen sets its step headings (an h2 each): the theme's h2, or the smaller h6 look under a page title. */
export type StepHeadingLook = 'h2' | 'h6';

/** A step's heading, focusable so focus can follow the person to it. */
export function StepHeading({ children, headingRef, look }: { children: string; headingRef?: Ref<HTMLHeadingElement>; look: StepHeadingLook }) {
  return (
    <Typography variant={look} component="h2" tabIndex={-1} ref={headingRef} sx={{ mt: 3, mb: 1.5, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '3px solid #0b3d91' } }}>
      {children}
    </Typography>
  );
}
