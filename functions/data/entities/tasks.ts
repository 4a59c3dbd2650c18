import { defineEntity } from '../entity';
import type { PersonRef } from './forms';

/** A task's status (spec: enumerations). */
export type TaskStatusValue = 'DONE' | 'FAILED' | 'IGNORED' | 'PENDING';

/** Something that happened to a task, and who did it. */
export interface TaskEventRecord {
  type: 'TASK_ASSIGNED' | 'TASK_UNASSIGNED';
  at: string;
  by: PersonRef;
}

/**
 * A task (spec: studio-and-admin area, Task): a person asked to fill a form of a program until it reaches
 * `completeOnStatus`. `formId` is the form filled (for a TEMPLATE task, the one started for the assignee).
 */
export interface TaskRecord {
  id: string;
  programId: string;
  assignee: PersonRef;
  assignedBy: PersonRef;
  status: TaskStatusValue;
  subject: string;
  targetId: string;
  targetType: 'FORM' | 'TEMPLATE';
  formId: string;
  formAutoId?: string;
  completeOnStatus: string;
  dueDate?: string;
  createdDate: string;
  /** When it left PENDING (done, failed or ignored). */
  completedDate?: string;
  /** Why a FAILED task failed, in words for the program admin. */
  statusNote?: string;
  /** The assignee's action item for it. */
  reminderId: string;
  events: TaskEventRecord[];
}

/** The sort-key prefix of tasks in every program task index (newest first). */
export const programTaskPrefix = 'TASK#';

const sortKeyOf = (t: TaskRecord) => `${programTaskPrefix}${t.createdDate}#${t.id}`;

/** The index partitions of a program's tasks: all, by status, by assignee, by assignee and status. */
export const programTaskPartitions = {
  all: (programId: string) => `PROGTASKS#${programId}`,
  byStatus: (programId: string, status: string) => `PROGTASKS#${programId}#STATUS#${status}`,
  byAssignee: (programId: string, userId: string) => `PROGTASKS#${programId}#USER#${userId}`,
  byAssigneeStatus: (programId: string, userId: string, status: string) => `PROGTASKS#${programId}#USER#${userId}#STATUS#${status}`,
};

/** The partition of a program's pending tasks with a due date, by due date (the compliance calendar). */
export const programTasksDuePartition = (programId: string) => `PROGTASKSDUE#${programId}`;

export const taskEntity = defineEntity<TaskRecord, 'byProgram' | 'byProgramStatus' | 'byProgramAssignee' | 'byProgramAssigneeStatus' | 'pendingByProgramDue'>({
  name: 'Task',
  key: (t) => ({ pk: `TASK#${t.id}`, sk: 'TASK' }),
  // Each list and filter of the Assignment screen is one key range; a status change moves the two status keys.
  indexes: {
    byProgram: { index: 'gsi1', key: (t) => ({ pk: programTaskPartitions.all(t.programId), sk: sortKeyOf(t) }) },
    byProgramStatus: { index: 'gsi2', key: (t) => ({ pk: programTaskPartitions.byStatus(t.programId, t.status), sk: sortKeyOf(t) }) },
    byProgramAssignee: { index: 'gsi3', key: (t) => ({ pk: programTaskPartitions.byAssignee(t.programId, t.assignee.userId), sk: sortKeyOf(t) }) },
    byProgramAssigneeStatus: {
      index: 'gsi4',
      key: (t) => ({ pk: programTaskPartitions.byAssigneeStatus(t.programId, t.assignee.userId, t.status), sk: sortKeyOf(t) }),
    },
    // Sparse: only pending tasks with a due date, by due date; completing a task removes its keys.
    pendingByProgramDue: {
      index: 'gsi5',
      key: (t) => (t.status === 'PENDING' && t.dueDate ? { pk: programTasksDuePartition(t.programId), sk: `${t.dueDate}#${t.id}` } : undefined),
    },
  },
});

/** A program's number of tasks per status: one item, each status an attribute moved by ADD. */
export interface TaskCountsRecord {
  programId: string;
  DONE?: number;
  FAILED?: number;
  IGNORED?: number;
  PENDING?: number;
}

export const taskCountsEntity = defineEntity<TaskCountsRecord>({
  name: 'TaskCounts',
  key: (c) => ({ pk: `TASKCOUNTS#${c.programId}`, sk: 'TASKCOUNTS' }),
});
