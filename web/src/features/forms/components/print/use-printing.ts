import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

function printMedia(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
}

/**
 * Whether the page is being printed (browser print, print to PDF, print media emulation), and `print()` to start
 * it. The printout renders synchronously before the browser lays the page out for print.
 */
export function usePrinting(): { printing: boolean; print(): void } {
  const [printing, setPrinting] = useState(() => printMedia()?.matches ?? false);
  useEffect(() => {
    const media = printMedia();
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    const onChange = (event: MediaQueryListEvent) => (event.matches ? before() : after());
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media?.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media?.removeEventListener('change', onChange);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
