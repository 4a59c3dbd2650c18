import type { Rolldown } from 'vite';
import { staticallyReachable } from './statically-reachable';

/** MUI and emotion, the UI libraries under every screen. */
const uiLibrary = /node_modules[\\/](@mui|@emotion)[\\/]/;

/**
 * A code-splitting group: the UI library modules the first route imports statically (from `roots`, the entry and
 * the home screen), in one chunk. Left to automatic splitting they were cut into small files by the set of lazy
 * screens sharing each one, and the cut moved whenever a screen's imports changed: the form's lazy question kinds
 * split ButtonBase, SvgIcon and GlobalStyles into files of their own, 1.5 kB more gzipped on the first route (each
 * file's own imports and exports). Only modules already on the first route are taken, so no page loads more than
 * before; the modules only lazy screens use stay with them.
 */
export function firstRouteUiGroup(name: string, roots: readonly string[]): Rolldown.CodeSplittingGroup {
  let firstRoute: Set<string> | undefined;
  return {
    name(moduleId, ctx) {
      if (!uiLibrary.test(moduleId)) return null;
      firstRoute ??= staticallyReachable(ctx, roots);
      return firstRoute.has(moduleId) ? name : null;
    },
    priority: 1,
  };
}
