import type { AnswerLocation, Answers } from '@schema/template/answers';
import { answersFromResponses, type ResponseLike } from '@schema/template/answers-from-responses';
import type { IndexableTemplate } from '@schema/template/template-index';
import { changedSelections, evaluateVisibility, planVisibility, updateVisibility, type VisibilityPlan } from '@schema/template/visibility-plan';
import { overlayDrafts, withDraft, type DraftChoice } from './draft-choices';
import { responseKey, StoredResponses } from './stored-responses';

/**
 * The answers of one form outside React: the stored responses, the choices entered but not saved yet, and
 * what they make visible. Components subscribe and select only their own slice (one response, one element's
 * visibility), so a change re-renders only the questions it changes. Visibility at the top level is updated
 * incrementally: a changed selection re-evaluates only the nodes whose conditions read it.
 */
export interface FormAnswerStore<R extends ResponseLike> {
  subscribe(listener: () => void): () => void;
  /** The stored response of a question at a location (null: the top level); the same object while unchanged. */
  response(questionId: string, location: AnswerLocation | null): R | null;
  /** Every stored response with the unsaved choices laid over them; the same list while unchanged. */
  effectiveResponses(): readonly ResponseLike[];
  /** The answers the rules read at a location (a row falls back to the top level). */
  answersAt(location: AnswerLocation | null): Answers;
  /** Whether an element is visible at a location: shown by its conditions and permitted. */
  isVisible(elementId: string, location: AnswerLocation | null): boolean;
  /** Whether page and section permissions let the caller see an element. */
  isPermitted(elementId: string): boolean;
  /** Every visible element at a location; the same set while unchanged. */
  visibleAt(location: AnswerLocation | null): ReadonlySet<string>;
  /** Takes the responses the server answered last (the form query's, after each save). */
  setResponses(responses: readonly R[]): void;
  /** Takes the template and the page and section permissions (a change re-evaluates everything). */
  setRules(template: IndexableTemplate, permitted: (elementId: string) => boolean): void;
  /** Notes the options a question shows now, saved or not, so dependent elements follow at once. */
  noteChoice(draft: DraftChoice): void;
}

interface Rules {
  template: IndexableTemplate;
  plan: VisibilityPlan;
  permitted: (elementId: string) => boolean;
}

interface TopLevel {
  answers: Answers;
  /** Visible by conditions alone (permissions are applied when asked). */
  shown: ReadonlySet<string>;
}

function topLevelOf(plan: VisibilityPlan, effective: readonly ResponseLike[], before: TopLevel | null): TopLevel {
  const answers = answersFromResponses(effective);
  if (!before) return { answers, shown: evaluateVisibility(plan, answers) };
  return { answers, shown: updateVisibility(plan, answers, before.shown, changedSelections(before.answers, answers)) };
}

function locationKey(location: AnswerLocation | null): string {
  return location ? `${location.parentId ?? ''}\u0000${location.rowId ?? ''}` : '';
}

/** Creates the store of one form, from the template, permissions and responses it opens with. */
export function createFormAnswerStore<R extends ResponseLike>(template: IndexableTemplate, permitted: (elementId: string) => boolean, responses: readonly R[]): FormAnswerStore<R> {
  const listeners = new Set<() => void>();
  let rules: Rules = { template, plan: planVisibility(template), permitted };
  const stored = new StoredResponses<R>(responses);
  let drafts: ReadonlyMap<string, DraftChoice> = new Map();
  let effective = overlayDrafts(stored.all(), drafts);
  let top = topLevelOf(rules.plan, effective, null);
  // Rows and permitted sets are worked out when asked, and forgotten on the next change.
  let derived = new Map<string, { answers: Answers; visible?: ReadonlySet<string> }>();

  const changed = (rulesChanged: boolean) => {
    effective = overlayDrafts(stored.all(), drafts);
    top = topLevelOf(rules.plan, effective, rulesChanged ? null : top);
    derived = new Map();
    for (const listener of listeners) listener();
  };
  const scopeAt = (location: AnswerLocation | null) => {
    const key = locationKey(location);
    let scope = derived.get(key);
    if (!scope) {
      scope = { answers: location ? answersFromResponses(effective, location, top.answers) : top.answers };
      derived.set(key, scope);
    }
    return scope;
  };
  const visibleAt = (location: AnswerLocation | null) => {
    const scope = scopeAt(location);
    if (!scope.visible) {
      const shown = location ? evaluateVisibility(rules.plan, scope.answers) : top.shown;
      scope.visible = new Set([...shown].filter(rules.permitted));
    }
    return scope.visible;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    response: (questionId, location) => stored.get(responseKey(questionId, location)),
    effectiveResponses: () => effective,
    answersAt: (location) => scopeAt(location).answers,
    isVisible: (elementId, location) => (location ? visibleAt(location).has(elementId) : top.shown.has(elementId) && rules.permitted(elementId)),
    isPermitted: (elementId) => rules.permitted(elementId),
    visibleAt,
    setResponses(next) {
      if (stored.replace(next)) changed(false);
    },
    setRules(nextTemplate, nextPermitted) {
      if (nextTemplate === rules.template && nextPermitted === rules.permitted) return;
      rules = { template: nextTemplate, plan: nextTemplate === rules.template ? rules.plan : planVisibility(nextTemplate), permitted: nextPermitted };
      changed(true);
    },
    noteChoice(draft) {
      const next = withDraft(drafts, draft);
      if (next === drafts) return;
      drafts = next;
      changed(false);
    },
  };
}
