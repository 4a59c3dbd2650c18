/** What following one navigation needs: the page's main landmark, how to speak, and what the title was. */
export interface NavigationFocus {
  main: HTMLElement;
  /** The document's title before the new page named itself: a page that sets none gets one from its heading. */
  titleBefore: string;
  /** Appended to a title made from the heading ("<heading> - Campus Forms"). */
  productName: string;
  announce(message: string): void;
  /** How long to wait for the new page's heading (its data may still be loading). */
  timeoutMs?: number;
}

/** Whether the focus sits on a control of the page content that outlived the navigation (a tab, a side menu). */
function focusKeptInPage(main: HTMLElement): boolean {
  const active = main.ownerDocument.activeElement;
  return active instanceof HTMLElement && active !== main && active.isConnected && main.contains(active);
}

/** The new page's main heading: the last h1 in main, so a page's own h1 wins over its layout's. */
function pageHeading(main: HTMLElement): HTMLElement | null {
  const headings = main.querySelectorAll<HTMLElement>('h1');
  return headings.length ? headings[headings.length - 1]! : null;
}

/**
 * Follows a route change for keyboard and screen-reader users: the focus moves to the main landmark at once and
 * to the new page's h1 when it shows (it may wait for data), and the page's title is announced and kept in
 * document.title. A navigation made from a control inside the page (a tab, a side menu) keeps the focus there,
 * as the tabs pattern expects, and only announces. Returns a cancel for the next navigation.
 */
export function followNavigation({ main, titleBefore, productName, announce, timeoutMs = 10_000 }: NavigationFocus): () => void {
  const doc = main.ownerDocument;
  const keep = focusKeptInPage(main);
  if (!keep) main.focus({ preventScroll: true });
  let done = false;
  let titleTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (heading: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(giveUp);
    // Only while nothing else took the focus meanwhile (the user tabbed on, a dialog opened).
    const focusFree = doc.activeElement === main || doc.activeElement === doc.body;
    if (heading && !keep && focusFree) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
    // A tick later, so a page that names itself in an effect of the same render has done so.
    titleTimer = setTimeout(() => {
      const headingText = heading?.textContent?.trim();
      if (doc.title === titleBefore && headingText) doc.title = `${headingText} - ${productName}`;
      // The product's name on every page is noise when heard: the page's own name is what changed.
      const suffix = ` - ${productName}`;
      announce(doc.title.endsWith(suffix) ? doc.title.slice(0, -suffix.length) : doc.title);
    }, 0);
  };

  const observer = new MutationObserver(() => {
    const heading = pageHeading(main);
    if (heading) settle(heading);
  });
  const giveUp = setTimeout(() => settle(null), timeoutMs);
  const now = pageHeading(main);
  if (now) settle(now);
  else observer.observe(main, { childList: true, subtree: true });

  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(giveUp);
    clearTimeout(titleTimer);
  };
}
