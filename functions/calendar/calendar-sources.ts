import type { CalendarJob, CalendarTask, CalendarTimer } from '../../schema/src/calendar/calendar-sources';
import { nodeName } from '../../schema/src/workflow/routes';
import { jobEpoch } from '../../schema/src/workflow/schedule';
import { programDueTasks, programTimers, type SortedRange } from '../data/calendar-repository';
import type { TaskRecord, TimerRecord } from '../data/entities';
import { findForms } from '../data/forms-repository';
import { lastJobRun, listScheduledJobs } from '../data/scheduling-repository';
import { listTemplateGroupsOfProgram } from '../data/templates-repository';
import { findWorkflow } from '../data/workflows-repository';
import { inExpectedStay } from '../forms/actions/system-move';

/**
 * Reads what the calendar lists from storage: a program's live timers, its scheduled jobs with where each counts
 * from, and its pending tasks with a due date. Every read is bounded by the program's own index partitions, the
 * count asked for, or the program's templates and their jobs, never by the tenant's forms.
 */

/**
 * Up to `count` of a program's timers in the range whose form is still in the timer's stay (a form that moved on
 * left its timers behind; the scheduler drops them as stale, so the calendar does too), each with its form's name.
 * `keep` narrows further (the page's cursor, the kinds asked for).
 */
export async function liveTimers(programId: string, range: SortedRange, count: number, keep: (timer: TimerRecord) => boolean = () => true) {
  const names = new Map<string, string>();
  const read = await programTimers(programId, range, count, async (timers) => {
    const wanted = timers.filter(keep);
    // One BatchGet per page of timers (at most a page's count of forms).
    const forms = new Map((await findForms([...new Set(wanted.map((timer) => timer.formId))])).map((form) => [form.id, form]));
    return wanted.filter((timer) => {
      const form = forms.get(timer.formId);
      if (!form || !inExpectedStay(form, { status: timer.status, enteredAt: timer.enteredAt })) return false;
      names.set(form.id, form.name);
      return true;
    });
  });
  const timers: CalendarTimer[] = read.records.map((timer) => ({
    formId: timer.formId,
    formName: names.get(timer.formId) ?? timer.formId,
    ...(timer.templateGroupId ? { templateGroupId: timer.templateGroupId } : {}),
    dueAt: timer.dueAt,
    days: timer.days,
    targetName: timer.targetName ?? `"${timer.target}"`,
    edgeIds: timer.edgeIds,
    todos: timer.todos ?? 0,
  }));
  // Where a read that stopped at its bound got to: the due time of the last timer read (all before it were read).
  const frontier = read.frontier?.split('#')[0];
  return { timers, more: read.more, ...(frontier ? { frontier } : {}) };
}

/**
 * The scheduled jobs of the program's templates: every published version with jobs of one of its template groups
 * (the scheduler's own list, one partition), each job with its state's name and where its next firing counts from
 * (its last claimed due time, or its epoch), as the scheduler counts.
 */
export async function programJobs(programId: string): Promise<CalendarJob[]> {
  const [groups, versions] = await Promise.all([listTemplateGroupsOfProgram(programId), listScheduledJobs()]);
  const groupNames = new Map(groups.map((group) => [group.groupId, group.name]));
  const ofProgram = versions.filter((version) => groupNames.has(version.templateGroupId));
  const perVersion = await Promise.all(
    ofProgram.map(async (version) => {
      const workflow = await findWorkflow(version.workflowVersionId, false);
      return Promise.all(
        version.jobs.map(async (job): Promise<CalendarJob> => {
          const last = await lastJobRun(version.workflowVersionId, job.id);
          const state = workflow?.flow.nodes.find((node) => node.id === job.workflowStateId);
          return {
            jobId: job.id,
            name: job.name,
            cronExpression: job.cronExpression,
            event: job.event,
            stateName: nodeName(state, job.workflowStateId),
            templateGroupId: version.templateGroupId,
            templateName: groupNames.get(version.templateGroupId) ?? version.templateGroupId,
            programId,
            countFrom: last ?? jobEpoch(job, version.publishedAt).toISOString(),
          };
        }),
      );
    }),
  );
  return perVersion.flat();
}

const fullName = (task: TaskRecord) => `${task.assignee.firstName} ${task.assignee.lastName}`.trim() || task.assignee.email;

/** Up to `count` of a program's pending tasks due in the range, soonest first. */
export async function dueTasks(programId: string, range: SortedRange, count: number, keep: (task: TaskRecord) => boolean = () => true) {
  const read = await programDueTasks(programId, range, count, (tasks) => tasks.filter(keep));
  const tasks: CalendarTask[] = read.records.map((task) => ({
    id: task.id,
    subject: task.subject,
    dueDate: task.dueDate!,
    assigneeName: fullName(task),
    formId: task.formId,
    completeOnStatus: task.completeOnStatus,
  }));
  return { tasks, more: read.more };
}
