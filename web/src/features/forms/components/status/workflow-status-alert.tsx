import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { FormWorkflowStatusFieldsFragment } from '@/gql/graphql';

type WorkflowState = FormWorkflowStatusFieldsFragment['workflowState'];

/**
 * Says when a form's workflow no longer moves by itself: an error (a step failed for good) or a stop, with the
 * reason the server gives. Active and finished workflows show nothing here (the status badge says enough).
 */
export function WorkflowStatusAlert({ workflowState }: { workflowState: WorkflowState }) {
  if (workflowState?.workflowStatus === 'ERROR') {
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        <AlertTitle>The workflow of this form stopped on an error</AlertTitle>
        {workflowState.errorMessage || 'A workflow step failed. Ask the form’s administrators for help.'}
      </Alert>
    );
  }
  if (workflowState?.workflowStatus === 'STOPPED') {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 3 }}>
        <AlertTitle>The workflow of this form was stopped</AlertTitle>
        {workflowState.errorMessage || 'The form will not move on by itself.'}
      </Alert>
    );
  }
  return null;
}
