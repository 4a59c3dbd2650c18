import { createContext, useContext } from 'react';

/** Says a short message to screen-reader users through the app's polite live region. */
export type Announce = (message: string) => void;

/** Holds the app's `announce`; `AnnouncerProvider` fills it. */
export const AnnouncerContext = createContext<Announce | null>(null);

// Outside the app shell (a component rendered alone in a test) there is no live region to speak through: an
// announcement is an aid on top of what the screen shows, so it is dropped rather than failing the screen.
const silent: Announce = () => {};

/** The app's `announce(message)`: polite, after what the screen reader is saying now. */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext) ?? silent;
}
