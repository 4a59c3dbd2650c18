import { useQuery } from '@apollo/client/react';
import type { TaskStatus } from '@/gql/graphql';
import { ProgramTasksDocument } from './program-tasks.generated';

/** What the task list shows: a status and an assignee narrow it. */
export interface TaskListFilter {
  status: TaskStatus | null;
  assigneeId: string | null;
}

/** One page of a program's tasks, newest first, with its counts per status. */
export function useProgramTasks(programId: string, filter: TaskListFilter, paging: { page: number; size: number; cursor: string | null }) {
  return useQuery(ProgramTasksDocument, { variables: { programId, status: filter.status, assigneeId: filter.assigneeId, page: paging.page, size: paging.size, cursor: paging.cursor } });
}
