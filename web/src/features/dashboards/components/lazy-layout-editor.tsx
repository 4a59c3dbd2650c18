import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '@/components/page-loading';

const Editor = lazy(() => import('./layout-editor').then((module) => ({ default: module.LayoutEditor })));

/**
 * The layout editor as its own chunk (the grid, the widgets and their tables): screens that may show no layout at
 * all (a program overview never laid out) do not load it, and the app's entry lists fewer chunks to preload.
 */
export function LazyLayoutEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Editor {...props} />
    </Suspense>
  );
}
