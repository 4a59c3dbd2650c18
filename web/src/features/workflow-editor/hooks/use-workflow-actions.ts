import { useToast } from '@/components/toast/toast-context';
import { useState } from 'react';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useAttachWorkflowMutation } from '../api/attach-workflow';
import { usePublishWorkflowMutation } from '../api/publish-workflow';
import { useStartWorkflowDraftMutation } from '../api/start-workflow-draft';
import { useValidateWorkflowQuery } from '../api/validate-workflow';
import type { WorkflowProblem } from './flow-edits';
import { succeededOrThrow, WorkflowOutcomeFailed } from './workflow-outcome';

/** The problems of a FAILED outcome (a workflow that does not validate), or none. */
const outcomeProblems = (error: unknown): WorkflowProblem[] => (error instanceof WorkflowOutcomeFailed ? error.problems : []);

function failure(error: unknown, what: string): string {
  // The server's own words for an allowed operation that was not done (the wrapper's errorMessage).
  if (error instanceof WorkflowOutcomeFailed) return error.message;
  if (hasErrorCode(error, 'FORBIDDEN')) return `You may not ${what}.`;
  if (error instanceof Error && (hasErrorCode(error, 'BAD_USER_INPUT') || hasErrorCode(error, 'CONFLICT'))) return `Could not ${what}: ${error.message}`;
  return `Could not ${what}. Please try again.`;
}

/**
 * The tab's commands on one workflow version: Validate and Publish (saving pending edits first, then showing the
 * problems), Start Draft for a published version, Attach to the template. `problems` is the last answer.
 */
export function useWorkflowActions(workflowId: string, flush: () => Promise<boolean>, onDraft: (id: string) => void) {
  const { showToast } = useToast();
  const [problems, setProblems] = useState<WorkflowProblem[] | null>(null);
  const [validate, validation] = useValidateWorkflowQuery();
  const [publish, publishing] = usePublishWorkflowMutation();
  const [startDraft, starting] = useStartWorkflowDraftMutation();
  const [attach, attaching] = useAttachWorkflowMutation();
  const busy = validation.loading || publishing.loading || starting.loading || attaching.loading;

  const onValidate = async () => {
    if (!(await flush())) return;
    try {
      const result = await validate({ variables: { id: workflowId } });
      setProblems(result.data?.validateWorkflow ?? []);
    } catch (error) {
      showToast(failure(error, 'validate the workflow'), { variant: 'error' });
    }
  };
  const onPublish = async () => {
    if (!(await flush())) return;
    try {
      const result = await publish({ variables: { input: { id: workflowId } } });
      succeededOrThrow(result.data?.publishWorkflow);
      setProblems(null);
      showToast('Workflow published.', { variant: 'success' });
    } catch (error) {
      const found = outcomeProblems(error);
      if (found.length > 0) setProblems(found);
      showToast(failure(error, 'publish the workflow'), { variant: 'error' });
    }
  };
  const onStartDraft = async () => {
    try {
      const result = await startDraft({ variables: { input: { id: workflowId } } });
      const draft = succeededOrThrow(result.data?.startWorkflowDraft);
      if (draft) onDraft(draft.workflow.id);
    } catch (error) {
      showToast(failure(error, 'start a draft'), { variant: 'error' });
    }
  };
  const onAttach = async (templateId: string) => {
    try {
      const result = await attach({ variables: { input: { templateId, workflowId } } });
      succeededOrThrow(result.data?.attachWorkflow);
      showToast('Workflow attached to this template.', { variant: 'success' });
    } catch (error) {
      const found = outcomeProblems(error);
      if (found.length > 0) setProblems(found);
      showToast(failure(error, 'attach the workflow'), { variant: 'error' });
    }
  };
  return { problems, busy, onValidate, onPublish, onStartDraft, onAttach };
}
