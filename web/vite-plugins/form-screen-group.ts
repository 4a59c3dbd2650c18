import type { Rolldown } from 'vite';
import { staticallyReachable } from './statically-reachable';

/** The form screen's chunk (scripts/bundles/web-first-route.ts counts what a form's address loads by it). */
export const formScreenChunkName = 'form-screen';

/**
 * A code-splitting group: what a form's screen imports statically (from `formRoots`, the form routes) and the first
 * route does not, in one chunk. Left to automatic splitting, those modules were cut into about 60 files by the set
 * of lazy screens sharing each one (MUI's Chip, Tooltip, Popper, Table parts ... each in a file of its own). A form's
 * address then made the browser ask for 60 files at once: over the local stack's HTTP/1.1 (six connections to one
 * host) the Form query waited behind them, and the module preload helper's 60 `<link>` insertions alone took about
 * 50 ms of the main thread (docs/performance.md, "form screen group").
 *
 * Left out: the first route's modules (already loaded, in their own chunks) and what `keepApart` reaches statically
 * (the Form document's module, which a form's address preloads on its own before the screen: a group would pull it
 * into this larger chunk). Another lazy screen that uses one of these modules (the builder's preview renders
 * question fields) loads this chunk: fewer, larger files for it too.
 */
export function formScreenGroup(name: string, { formRoots, firstRouteRoots, keepApart }: { formRoots: readonly string[]; firstRouteRoots: readonly string[]; keepApart: readonly string[] }): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name(moduleId, ctx) {
      if (!members) {
        members = staticallyReachable(ctx, formRoots);
        for (const id of staticallyReachable(ctx, [...firstRouteRoots, ...keepApart])) members.delete(id);
      }
      return members.has(moduleId) ? name : null;
    },
    priority: 0,
    // Its members' other imports stay where they are: by default a group takes them too, and it took the first
    // route's own modules (shared with the form screen), which put this whole chunk on the first route.
    includeDependenciesRecursively: false,
  };
}
