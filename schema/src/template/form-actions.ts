import { labelOfId } from './form-statuses';

/** An action a form offers its people (a button of the form), as template permissions name it. */
export interface FormAction {
  id: string;
  label: string;
}

/** The id of the action that lets a role comment on a form. */
export const commentActionId = 'comment';

/** The actions every form has. */
export const defaultFormActions: readonly FormAction[] = [
  { id: 'submit', label: 'Submit' },
  { id: 'copy', label: 'Copy' },
  { id: 'delete', label: 'Delete' },
  { id: commentActionId, label: 'Comment' },
];

/**
 * The form actions a template's permissions may grant: the default ones (or, for a template with a workflow, the
 * workflow's events then copy, delete and comment), then each action named in the template's action settings (its
 * label made from its id), each once.
 */
export function formActions(actionSettings: ReadonlyArray<{ action: string }> = [], workflowActions?: readonly FormAction[]): FormAction[] {
  const actions = workflowActions
    ? [...workflowActions, ...defaultFormActions.filter((known) => known.id !== 'submit' && !workflowActions.some((action) => action.id === known.id))]
    : [...defaultFormActions];
  for (const { action } of actionSettings) {
    const id = action.trim();
    if (id && !actions.some((known) => known.id === id)) actions.push({ id, label: labelOfId(id) });
  }
  return actions;
}
