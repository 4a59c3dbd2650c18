import { useMutation } from '@apollo/client/react';
import { AssignTaskDocument } from './assign-task.generated';

/** Assigns a task; the program's task lists are read again (a new task and new counts). */
export function useAssignTask() {
  return useMutation(AssignTaskDocument, { refetchQueries: ['ProgramTasks'], awaitRefetchQueries: true });
}
