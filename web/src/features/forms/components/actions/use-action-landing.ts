import { useCallback, useEffect, useRef, useState } from 'react';
import { statusLabel } from '@schema/status/status-colour';
import { useAnnounce } from '@/components/announcer/announcer-context';
import { answerProblemsSummaryId } from '../validation/answer-problems-summary';
import { formHeadingId } from './form-name';
import type { ActionOutcome } from './use-action-runner';

function focusById(id: string): boolean {
  const element = document.getElementById(id);
  element?.focus();
  return Boolean(element);
}

/**
 * Where the focus lands after a form's action, once its confirmation dialog has closed (a dialog gives the focus
 * back to the button that opened it as it closes): the form's heading when the form moved to a new status (and the
 * status is announced), the error summary when the answers must be fixed first, the action's button when it failed.
 * An action that opened another page leaves the focus to that page.
 */
export function useActionLanding(formId: string) {
  const announce = useAnnounce();
  const [landing, setLanding] = useState<{ actionId: string; outcome: ActionOutcome } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (!landing) return;
    const { actionId, outcome } = landing;
    if (outcome.kind === 'moved') {
      focusById(formHeadingId(formId));
      announce(`Form status: ${statusLabel(outcome.status)}.`);
    } else if (outcome.kind === 'refused') {
      focusById(answerProblemsSummaryId);
    } else if (outcome.kind === 'failed') {
      const button = buttons.current.get(actionId);
      if (button?.isConnected) button.focus();
      else focusById(formHeadingId(formId));
    }
  }, [landing, formId, announce]);
  const land = useCallback((actionId: string, outcome: ActionOutcome) => setLanding({ actionId, outcome }), []);
  /** A ref for an action's button, so a failed action can give it the focus back. */
  const buttonRef = useCallback(
    (actionId: string) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(actionId, button);
      else buttons.current.delete(actionId);
    },
    [],
  );
  return { land, buttonRef };
}
