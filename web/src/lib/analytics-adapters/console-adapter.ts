import type { AnalyticsAdapter } from '../analytics';

/**
 * The adapter of local development (Vite dev mode): the identity the tooling would get, written to the browser's
 * console, so a developer sees what leaves the app and when.
 */
export function consoleAnalyticsAdapter(log: Pick<Console, 'info'> = console): AnalyticsAdapter {
  return {
    identify: (identity) => log.info('[analytics] identify', identity),
    reset: () => log.info('[analytics] reset (signed out)'),
  };
}
