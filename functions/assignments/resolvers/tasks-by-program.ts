import { tasksByProgramArgsSchema } from '../../../schema/src/inputs/assignments';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { countItems } from '../../data/store';
import { readTaskCounts, taskListRange, tasksPage } from '../../data/tasks-repository';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';
import { adminProgram } from '../program-access';
import { taskView } from '../task-view';

/**
 * tasksByProgram: one page of a program's tasks, newest first, from the key range of the filter asked (all, a
 * status, an assignee, or both): one Query, plus the program's counter of tasks per status. An assignee's list is
 * counted by a COUNT Query of their range (one person's tasks in one program), the others come from the counter.
 */
export async function tasksByProgram(caller: Caller, args: unknown) {
  const { programId, status, assigneeId, page, size, cursor } = parseInput(tasksByProgramArgsSchema, args ?? {});
  await adminProgram(caller, programId, 'rollout-assignment');
  const request = normalizePageRequest(page, size);
  const range = taskListRange(programId, { status, assigneeId });
  const scope = { list: 'tasksByProgram', scope: range.pk };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const [found, counts, assigneeTotal] = await Promise.all([
    tasksPage(range, request, after),
    readTaskCounts(programId),
    assigneeId ? countItems({ index: range.index, pk: range.pk, skBeginsWith: range.prefix }) : undefined,
  ]);
  const total = assigneeTotal ?? (status ? counts[status] : counts.DONE + counts.FAILED + counts.IGNORED + counts.PENDING);
  return {
    docs: found.tasks.map(taskView),
    meta: { ...request, total, nextCursor: nextCursorOf(scope, found.next) },
    counts: { done: counts.DONE, failed: counts.FAILED, ignored: counts.IGNORED, pending: counts.PENDING },
  };
}
