import Box from '@mui/material/Box';
import { useCallback, useState, type ReactNode } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { AnnouncerContext } from './announcer-context';

/**
 * The app's one polite live region (visually hidden) and the `announce` that speaks through it. The region is in
 * the page from the start, as screen readers only follow live regions they have already seen.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: '', count: 0 });
  // The same words twice are still a change for the screen reader: every other time they end in a no-break space.
  const announce = useCallback((message: string) => setSaid((before) => ({ message, count: before.count + 1 })), []);
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="announcer" sx={visuallyHidden}>
        {said.message ? `${said.message}${said.count % 2 ? '' : '\u00a0'}` : ''}
      </Box>
    </AnnouncerContext.Provider>
  );
}
