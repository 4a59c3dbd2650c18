import { lazy } from 'react';

/**
 * Starts fetching the menus' chunk; a button calls it when the pointer or focus reaches it. The module loader
 * fetches a chunk once, however often this is called.
 */
export function preloadMenuLists(): Promise<typeof import('./menu-lists')> {
  return import('./menu-lists');
}

/** The top bar's menus, each from the one lazy chunk of menu-lists.tsx. */
export const LazyMenuLists = {
  Apps: lazy(() => preloadMenuLists().then((module) => ({ default: module.AppsMenuList }))),
  Programs: lazy(() => preloadMenuLists().then((module) => ({ default: module.ProgramsMenuList }))),
  GlobalTools: lazy(() => preloadMenuLists().then((module) => ({ default: module.GlobalToolsMenuList }))),
  StartNew: lazy(() => preloadMenuLists().then((module) => ({ default: module.StartNewMenuList }))),
  Profile: lazy(() => preloadMenuLists().then((module) => ({ default: module.ProfileMenuList }))),
};
