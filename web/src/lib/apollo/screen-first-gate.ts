import { ApolloLink } from '@apollo/client/link';
import { Observable, type Subscription } from 'rxjs';

/** The context of an operation that goes ahead of the others while a hold is on (see {@link ScreenFirstGate}). */
export const screenFirstContext = { screenFirst: true } as const;

/** The longest a hold keeps the other operations waiting, if it is never released (a chunk that never arrives). */
export const longestHoldMs = 3000;

/**
 * Lets a screen's own first query go alone: while a hold is on, operations without {@link screenFirstContext} (the
 * top bar's, the screen's side queries) wait, and leave together when the last hold is released. Locally one
 * process answers every request and the browser shares six connections to it, so a form's query sent beside four
 * others was answered after them (docs/performance.md, bench:form).
 */
export interface ScreenFirstGate {
  /** The link that holds operations back, first in the client's chain. */
  link: ApolloLink;
  /** Starts holding; the answer releases it (once), and so does the {@link longestHoldMs} cap. */
  hold(): () => void;
  /**
   * Calls `release` once the screen the hold is for has shown its first content ({@link screenShown}), or now if it
   * already has since the last hold began: the other operations then leave after the screen's first paint.
   */
  afterScreenShown(release: () => void): void;
  /** The screen has shown its first content (its answer, an error or not found), after the browser painted it. */
  screenShown(): void;
}

export function createScreenFirstGate({ setTimer = setTimeout, clearTimer = clearTimeout } = {}): ScreenFirstGate {
  let holds = 0;
  let waiting = new Set<() => void>();
  let shown = false;
  let releaseOnShown = new Set<() => void>();
  const openIfFree = () => {
    if (holds > 0) return;
    const leaving = waiting;
    waiting = new Set();
    leaving.forEach((go) => go());
  };

  const link = new ApolloLink((operation, forward) => {
    if (holds === 0 || operation.getContext().screenFirst) return forward(operation);
    return new Observable((observer) => {
      let subscription: Subscription | undefined;
      const go = () => (subscription = forward(operation).subscribe(observer));
      waiting.add(go);
      return () => {
        waiting.delete(go);
        subscription?.unsubscribe();
      };
    });
  });

  return {
    link,
    hold() {
      holds += 1;
      shown = false;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimer(cap);
        holds -= 1;
        openIfFree();
      };
      const cap = setTimer(release, longestHoldMs);
      return release;
    },
    afterScreenShown(release) {
      if (shown) release();
      else releaseOnShown.add(release);
    },
    screenShown() {
      shown = true;
      const releasing = releaseOnShown;
      releaseOnShown = new Set();
      releasing.forEach((release) => release());
    },
  };
}
