import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AnswerLocation } from '@schema/template/answers';
import type { ResponseLike } from '@schema/template/answers-from-responses';
import type { FormAnswerStore } from './form-answer-store';

/**
 * Where the questions below are answered (null at the form's top level, a row or repeatable-section instance
 * otherwise) and the form's answer store, which says what is visible there (shown by its conditions and
 * permitted by page and section permissions). The scope stays the same object while answers change.
 */
export interface AnswerScope {
  location: AnswerLocation | null;
  store: FormAnswerStore<ResponseLike>;
}

const AnswerScopeContext = createContext<AnswerScope | null>(null);

/**
 * Opens an answer scope: the top level of a form, or one row whose answers fall back to the enclosing scope's
 * (so a condition inside a row can read the form's answers too).
 */
export function AnswerScopeProvider({ store, location, children }: { store: FormAnswerStore<ResponseLike>; location: AnswerLocation | null; children: ReactNode }) {
  const parentId = location?.parentId ?? null;
  const rowId = location?.rowId ?? null;
  const scope = useMemo<AnswerScope>(() => ({ location: parentId || rowId ? { parentId, rowId } : null, store }), [store, parentId, rowId]);
  return <AnswerScopeContext.Provider value={scope}>{children}</AnswerScopeContext.Provider>;
}

/** Opens the scope of one row of a table or one instance of a repeatable section, inside the current scope. */
export function RowScope({ parentId, rowId, children }: { parentId: string; rowId: string; children: ReactNode }) {
  const scope = useAnswerScope();
  if (!scope) return <>{children}</>;
  return (
    <AnswerScopeProvider store={scope.store} location={{ parentId, rowId }}>
      {children}
    </AnswerScopeProvider>
  );
}

/** The current answer scope, or null outside a form (a template's preview shows every element). */
export function useAnswerScope(): AnswerScope | null {
  return useContext(AnswerScopeContext);
}

/** The location questions here are answered at (null at the top level or outside a form). */
export function useAnswerLocation(): AnswerLocation | null {
  return useContext(AnswerScopeContext)?.location ?? null;
}

const noStore = () => () => {};
const always = () => true;

/** Whether an element shows in the current scope (always outside a form); re-renders only when that changes. */
export function useIsVisible(elementId: string): boolean {
  const scope = useContext(AnswerScopeContext);
  return useSyncExternalStore(scope?.store.subscribe ?? noStore, scope ? () => scope.store.isVisible(elementId, scope.location) : always);
}

/** Every element visible in the current scope (null outside a form); re-renders whenever the set changes. */
export function useVisibleIds(): ReadonlySet<string> | null {
  const scope = useContext(AnswerScopeContext);
  return useSyncExternalStore(scope?.store.subscribe ?? noStore, () => (scope ? scope.store.visibleAt(scope.location) : null));
}

/** Renders its children only while the element is visible in the current scope. */
export function WhenVisible({ elementId, children }: { elementId: string; children: ReactNode }) {
  return useIsVisible(elementId) ? <>{children}</> : null;
}
