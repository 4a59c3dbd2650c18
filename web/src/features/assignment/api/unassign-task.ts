import { useMutation } from '@apollo/client/react';
import { UnassignTaskDocument } from './unassign-task.generated';

/** Takes a task back; the program's task lists are read again. */
export function useUnassignTask() {
  return useMutation(UnassignTaskDocument, { refetchQueries: ['ProgramTasks'], awaitRefetchQueries: true });
}
