import Box from '@mui/material/Box';
import { useCallback, useState, type ReactNode } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { AnnouncerContext } from './announcer-context';

/**
 * The app's one polite live region (visually hidden) and the `announce` that speaks through it. The region is in
 * the page from the start, as screen readers only follow live regions they have already seen. It is a plain live
 * region, not role=status: a screen's own status (its loading line) stays the one status on the page.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: '', count: 0 });
  // The same words twice are still a change for the screen reader: every other time they end in a no-break space.
  const announce = useCallback((message: string) => setSaid((before) => ({ message, count: before.count + 1 })), []);
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <Box aria-live="polite" aria-atomic="true" data-testid="announcer" sx={visuallyHidden}>
        {said.message ? `${said.message}${said.count % 2 ? '' : '\u00a0'}` : ''}
      </Box>
    </AnnouncerContext.Provider>
  );
}
