import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnswerLocation, Answers } from '@schema/template/answers';
import { answersFromResponses, type ResponseLike } from '@schema/template/answers-from-responses';
import type { IndexableTemplate } from '@schema/template/template-index';
import { visibleElementIds } from '@schema/template/visibility';

/**
 * Where the questions below are answered (null at the form's top level, a row or repeatable-section instance
 * otherwise), the answers the rules read there, and which elements are visible there (shown by their conditions
 * and permitted by page and section permissions).
 */
export interface AnswerScope {
  location: AnswerLocation | null;
  answers: Answers;
  visible: ReadonlySet<string>;
  template: IndexableTemplate;
  responses: readonly ResponseLike[];
  /** Whether page and section permissions let the caller see an element (rows inherit the form's). */
  permitted: (elementId: string) => boolean;
}

const everyElement = () => true;

const AnswerScopeContext = createContext<AnswerScope | null>(null);

/**
 * Opens an answer scope: the top level of a form, or one row whose answers fall back to the enclosing scope's
 * (so a condition inside a row can read the form's answers too).
 */
export function AnswerScopeProvider({
  template,
  responses,
  location,
  permitted = everyElement,
  children,
}: {
  template: IndexableTemplate;
  responses: readonly ResponseLike[];
  location: AnswerLocation | null;
  permitted?: (elementId: string) => boolean;
  children: ReactNode;
}) {
  const outer = useContext(AnswerScopeContext);
  const parentId = location?.parentId ?? null;
  const rowId = location?.rowId ?? null;
  const scope = useMemo<AnswerScope>(() => {
    const here = parentId || rowId ? { parentId, rowId } : null;
    const answers = answersFromResponses(responses, here, outer?.answers);
    const visible = new Set([...visibleElementIds(template, answers)].filter(permitted));
    return { location: here, answers, visible, template, responses, permitted };
  }, [template, responses, parentId, rowId, outer?.answers, permitted]);
  return <AnswerScopeContext.Provider value={scope}>{children}</AnswerScopeContext.Provider>;
}

/** Opens the scope of one row of a table or one instance of a repeatable section, inside the current scope. */
export function RowScope({ parentId, rowId, children }: { parentId: string; rowId: string; children: ReactNode }) {
  const scope = useAnswerScope();
  if (!scope) return <>{children}</>;
  return (
    <AnswerScopeProvider template={scope.template} responses={scope.responses} location={{ parentId, rowId }} permitted={scope.permitted}>
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

/** Whether an element shows in the current scope (always outside a form). */
export function useIsVisible(elementId: string): boolean {
  const scope = useContext(AnswerScopeContext);
  return !scope || scope.visible.has(elementId);
}

/** Renders its children only while the element is visible in the current scope. */
export function WhenVisible({ elementId, children }: { elementId: string; children: ReactNode }) {
  return useIsVisible(elementId) ? <>{children}</> : null;
}
