import { compileWorkflow, type CompiledWorkflow } from '../../schema/src/workflow/compile';
import { noWorkflowAnswers, workflowAnswersFromResponses, type WorkflowAnswers } from '../../schema/src/workflow/conditions';
import type { WorkflowState } from '../../schema/src/workflow/model';
import type { FormRecord, ResponseRecord, WorkflowRecord } from '../data/entities';
import { findWorkflow } from '../data/workflows-repository';
import { notFound } from '../shared/errors';
import { responseView } from './form-view';

/** A form's workflow version, compiled: what moves the form and what its state offers. */
export interface FormWorkflow {
  record: WorkflowRecord;
  compiled: CompiledWorkflow;
}

/** How many compiled published versions the process keeps (least recently used go first). */
const cachedVersionLimit = 100;
const publishedWorkflows = new Map<string, Promise<FormWorkflow>>();

async function readWorkflow(workflowVersionId: string): Promise<FormWorkflow> {
  const record = await findWorkflow(workflowVersionId, false);
  if (!record) throw notFound('Workflow', workflowVersionId);
  return { record, compiled: compileWorkflow(record) };
}

/**
 * Loads and compiles a workflow version (published versions never change, so an eventually consistent read will
 * do). Published versions are kept by the process, so a list of forms on one version reads and compiles it once.
 */
export function loadWorkflow(workflowVersionId: string): Promise<FormWorkflow> {
  const cached = publishedWorkflows.get(workflowVersionId);
  if (cached) {
    // Map order is insertion order: moving the hit to the end makes the first key the least recently used.
    publishedWorkflows.delete(workflowVersionId);
    publishedWorkflows.set(workflowVersionId, cached);
    return cached;
  }
  const loading = readWorkflow(workflowVersionId);
  publishedWorkflows.set(workflowVersionId, loading);
  if (publishedWorkflows.size > cachedVersionLimit) publishedWorkflows.delete(publishedWorkflows.keys().next().value!);
  // Only published versions stay: a draft can still change, and a failed read is tried again next time.
  const forget = () => {
    if (publishedWorkflows.get(workflowVersionId) === loading) publishedWorkflows.delete(workflowVersionId);
  };
  loading.then((workflow) => (workflow.record.readOnly ? undefined : forget()), forget);
  return loading;
}

/** The workflow a form follows (the version it started on), or undefined for forms without one. */
export function workflowOfForm(form: Pick<FormRecord, 'workflowVersionId'>): Promise<FormWorkflow> | undefined {
  return form.workflowVersionId ? loadWorkflow(form.workflowVersionId) : undefined;
}

/** The answers a form's guards read, from its saved responses. */
export function answersOfForm(responses: readonly ResponseRecord[]): WorkflowAnswers {
  return workflowAnswersFromResponses(responses.map(responseView));
}

/**
 * Where a new form on a workflow version starts: the initial state once always-guards are followed with its
 * answers (none for a fresh form, the copied ones for a copy). Without a version, forms start in `draft`.
 */
export async function startingPoint(
  workflowVersionId: string | null | undefined,
  responses: readonly ResponseRecord[] = [],
): Promise<{ status: string; workflowVersionId?: string } | undefined> {
  if (!workflowVersionId) return undefined;
  const { record, compiled } = await loadWorkflow(workflowVersionId);
  const answers = responses.length ? answersOfForm(responses) : noWorkflowAnswers;
  return { status: compiled.settle(compiled.initialState, answers), workflowVersionId: record.id };
}

/** The child forms a form's subform answers list. */
const subFormIds = (responses: readonly ResponseRecord[]) =>
  responses.flatMap((response) => (response.value.kind === 'SubformResponse' ? response.value.childFormIds : []));

/** When a form entered its current status: its newest status event, or its creation when it has none. */
export function enteredAtOf(form: Pick<FormRecord, 'statusEvents' | 'createdDate'>): string {
  return form.statusEvents.at(-1)?.timestamp ?? form.createdDate;
}

/** Where a form stands in its workflow (Form.workflowState); null for forms without a workflow. */
export async function workflowStateOf(form: FormRecord, responses: readonly ResponseRecord[], workflow = workflowOfForm(form)): Promise<WorkflowState | null> {
  if (!workflow) return null;
  const { compiled } = await workflow;
  return {
    currentState: form.status,
    nextEvents: compiled.nextEvents(form.status, answersOfForm(responses)),
    workflowStatus: form.workflowHalt?.status ?? (compiled.isFinal(form.status) ? 'DONE' : 'ACTIVE'),
    errorMessage: form.workflowHalt?.message ?? null,
    enteredAt: enteredAtOf(form),
    status: form.status,
    subForms: [...subFormIds(responses), ...(form.subWorkflowChildren ?? []).map((child) => child.formId)],
  };
}
