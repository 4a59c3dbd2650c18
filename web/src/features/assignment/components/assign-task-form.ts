import type { AssignTaskInput, TaskTargetType } from '@/gql/graphql';

/** What the Assign dialog holds while it is filled. */
export interface AssignDraft {
  targetType: TaskTargetType;
  templateGroupId: string;
  formId: string | null;
  assigneeId: string | null;
  subject: string;
  completeOnStatus: string;
  dueDate: string;
}

/** A blank dialog: a new form of a template, done once submitted, no due date. */
export const blankDraft: AssignDraft = { targetType: 'TEMPLATE', templateGroupId: '', formId: null, assigneeId: null, subject: '', completeOnStatus: 'submitted', dueDate: '' };

/** The first thing missing before the draft can be sent, or null when it is complete. */
export function missingOf(draft: AssignDraft, today: string): string | null {
  if (draft.targetType === 'TEMPLATE' && !draft.templateGroupId) return 'Choose a template.';
  if (draft.targetType === 'FORM' && !draft.formId) return 'Choose a form.';
  if (!draft.assigneeId) return 'Choose who to assign it to.';
  if (!draft.subject.trim()) return 'Enter a subject.';
  if (draft.dueDate && draft.dueDate < today) return 'The due date cannot be in the past.';
  return null;
}

/** The mutation's input from a complete draft. */
export function inputOf(programId: string, draft: AssignDraft): AssignTaskInput {
  return {
    programId,
    targetType: draft.targetType,
    targetId: draft.targetType === 'TEMPLATE' ? draft.templateGroupId : (draft.formId ?? ''),
    assigneeId: draft.assigneeId ?? '',
    subject: draft.subject.trim(),
    completeOnStatus: draft.completeOnStatus.trim() || null,
    dueDate: draft.dueDate || null,
  };
}
