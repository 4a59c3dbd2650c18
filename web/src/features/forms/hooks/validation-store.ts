import type { AnswerProblem } from '@schema/forms/answer-validation';

/** A summary link's request to move focus to a question (on its page). */
export interface FocusRequest {
  questionId: string;
  pageId: string | null;
}

const none: readonly AnswerProblem[] = [];

/**
 * What each question shows of a form's validation, outside React: its own answer problems and whether the error
 * summary asks it to take the focus. A question subscribes to its own slice, so showing or fixing one problem
 * re-renders the questions it concerns, not the whole form.
 */
export class ValidationStore {
  private listeners = new Set<() => void>();
  private byQuestion = new Map<string, readonly AnswerProblem[]>();
  private problems: readonly AnswerProblem[] = none;
  private focus: FocusRequest | null = null;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The problems of one question; the same list while they do not change. */
  problemsOf(questionId: string): readonly AnswerProblem[] {
    return this.byQuestion.get(questionId) ?? none;
  }

  /** The focus request when it is for this question, else null. */
  focusRequestFor(questionId: string): FocusRequest | null {
    return this.focus?.questionId === questionId ? this.focus : null;
  }

  /** Takes the form's problems and focus request as they are now. */
  update(problems: readonly AnswerProblem[], focus: FocusRequest | null) {
    if (problems === this.problems && focus === this.focus) return;
    if (problems !== this.problems) {
      const grouped = new Map<string, AnswerProblem[]>();
      for (const problem of problems) grouped.set(problem.questionId, [...(grouped.get(problem.questionId) ?? []), problem]);
      // A question whose problems read the same keeps its list, so it does not re-render.
      const same = (a: readonly AnswerProblem[] | undefined, b: readonly AnswerProblem[]) => !!a && JSON.stringify(a) === JSON.stringify(b);
      this.byQuestion = new Map([...grouped].map(([id, list]) => [id, same(this.byQuestion.get(id), list) ? this.byQuestion.get(id)! : list]));
      this.problems = problems;
    }
    this.focus = focus;
    for (const listener of this.listeners) listener();
  }
}
