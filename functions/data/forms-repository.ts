import { answersAttribute, counterEntity, formEntity, programFormNameKey, type FormRecord, type ResponseRecord, type EffectRecord, type StatusEventRecord } from './entities';
import { answersMapOf } from './form-answers-repository';
import { countForm } from './form-counters';
import { forgetFormFacts, rememberFormFacts } from './form-facts';
import { FormWrite, recordEffects } from './form-effects-repository';
import { indexOfPattern } from './entity';
import { aggregateFormChange } from './metric-aggregates';
import { deleteItem } from './item-operations';
import { indexKeyAttributes } from './table-layout';
import { completeTasksReachedBy, failTasksOfDeletedForm, type ReachedStatus } from './task-completion';
import { batchGetRecords, ConditionFailed, getRecord, putRecord, queryRecords, type QueryPage, updateExistingRecord, updateRecord } from './store';

// Answers are stored on the form item: their reads and writes live in form-answers-repository.
export {
  findFormWithResponses,
  findResponse,
  saveResponse,
  StaleResponse,
  GuardNotMet,
  FormItemFull,
  type AnswerGuard,
  type SaveResponse,
  type SavedResponse,
  type WriteAnswers,
} from './form-answers-repository';

const keyOfForm = (id: string) => formEntity.key({ id } as FormRecord);

/**
 * Stores a new form and counts it in its owner's, template group's and program's totals; its id is fresh, so
 * an existing item means a bug, not a retry. The item starts with an empty answers map (a save sets one entry
 * of it, which needs the map to exist).
 */
export function createForm(form: FormRecord): Promise<void> {
  return createFormWithResponses(form, []);
}

/** The next number of a sequence (one atomic ADD): form auto ids per template group. */
export async function nextSequenceNumber(name: string): Promise<number> {
  const counter = await updateRecord(counterEntity, counterEntity.key({ name, value: 0 }), {
    add: { value: 1 },
    setIfMissing: { name },
  });
  return counter.value;
}

/** A form's own record (without its answers); remembers its immutable facts for the owner's fast save. */
export async function findForm(id: string): Promise<FormRecord | undefined> {
  const form = await getRecord(formEntity, keyOfForm(id));
  if (form) rememberFormFacts(form);
  return form;
}

/** Forms started from a template group, newest first (up to `limit`). */
export async function listFormsOfTemplateGroup(groupId: string, limit: number): Promise<FormRecord[]> {
  const page = await queryRecords(formEntity, {
    index: 'gsi2',
    pk: `TGROUP#${groupId}`,
    skBeginsWith: 'FORM#',
    descending: true,
    limit,
  });
  return page.items;
}

/** One page of the forms started from a template group, newest first: read on with the page's cursor. */
export function pageFormsOfTemplateGroup(groupId: string, page: { limit: number; cursor?: string }): Promise<QueryPage<FormRecord>> {
  return queryRecords(formEntity, { index: 'gsi2', pk: `TGROUP#${groupId}`, skBeginsWith: 'FORM#', descending: true, ...page });
}

/** Many forms by id (BatchGet, in the order of the ids); missing ones are left out. */
export async function findForms(ids: readonly string[]): Promise<FormRecord[]> {
  const forms = await batchGetRecords(formEntity, ids.map(keyOfForm));
  forms.forEach(rememberFormFacts);
  return forms;
}

/** The choice answers and held outcomes a person's move counts in the metrics (read by the mover). */
export interface Counted {
  answers: Record<string, string[]>;
  outcomes: Record<string, string[]>;
}

/** The condition of a write that applies only to the form as it was read (same status, same last change). */
const unchangedSince = (write: FormWrite, form: FormRecord) =>
  write.when('#status = :status AND #updated = :updated', { '#status': ['status'], '#updated': ['updatedAt'] }, { ':status': form.status, ':updated': form.updatedAt });

/** The form changed since it was read: another action or rename got there first. */
export class StaleForm extends Error {
  override readonly name = 'StaleForm';
}

async function writeUnchanged(form: FormRecord, write: FormWrite): Promise<FormRecord> {
  try {
    return await unchangedSince(write, form).run(form.id);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleForm('The form was changed by someone else.');
    throw error;
  }
}

/**
 * Moves a form to a status in one conditional write, with the effects of the move: it applies only if the form
 * is still in the status (and at the last change) it was read with, so two actions run at once cannot both apply,
 * and a move is never recorded without its effects or the other way round.
 */
export async function changeFormStatus(
  form: FormRecord,
  change: { status: string; event?: StatusEventRecord; now: string; effects?: readonly EffectRecord[]; counted?: Counted; reached?: ReachedStatus },
): Promise<FormRecord> {
  const write = new FormWrite()
    .set(['status'], change.status)
    .set(['updatedAt'], change.now)
    .set(['statusEvents'], change.event ? [...form.statusEvents, change.event] : form.statusEvents);
  // The answers the metrics count are those of the move (when the mover read them), not of every save.
  if (change.counted) write.set(['countedAnswers'], change.counted.answers).set(['countedOutcomes'], change.counted.outcomes);
  // A form that moves again is no longer halted.
  if (form.workflowHalt) write.remove(['workflowHalt']);
  const changed = await writeUnchanged(form, recordEffects(write, form, change.effects ?? [], change.now));
  // Tasks waiting for this status are done (and, in a final status, the others fail): read from the item the move
  // answered, so a move without tasks costs nothing.
  await completeTasksReachedBy(changed, change.now, change.reached);
  await aggregateFormChange(form, changed);
  return changed;
}

/**
 * Halts a form's workflow (ERROR or STOPPED, with why) in one conditional write on the status and last change it
 * was read with, with the halt's effects; throws StaleForm when the form moved meanwhile (then the halt no longer
 * applies).
 */
export async function haltFormWorkflow(form: FormRecord, halt: NonNullable<FormRecord['workflowHalt']>, effects: readonly EffectRecord[] = []): Promise<FormRecord> {
  const write = new FormWrite().set(['workflowHalt'], halt).set(['updatedAt'], halt.at);
  const halted = await writeUnchanged(form, recordEffects(write, form, effects, halt.at));
  await aggregateFormChange(form, halted);
  return halted;
}

/** Renames an existing form in one write, with its key in the program's name index; answers the form as it is now. */
export function renameForm(form: Pick<FormRecord, 'id' | 'programId'>, name: string, now: string): Promise<FormRecord> {
  const { sortKey } = indexKeyAttributes(indexOfPattern(formEntity, 'byProgramName'));
  const nameKey = form.programId ? { [sortKey]: programFormNameKey({ id: form.id, name }) } : {};
  return updateExistingRecord(formEntity, keyOfForm(form.id), { set: { name, updatedAt: now, ...nameKey } });
}

/**
 * Stores a new form with its answers (a copy) as one item, and counts it: the answers are part of the form
 * item, so a copy is never seen without them. A copy's answers are the source's (or fewer), so it fits.
 */
export async function createFormWithResponses(form: FormRecord, responses: ResponseRecord[]): Promise<void> {
  await putRecord(formEntity, form, { mustNotExist: true, beside: { [answersAttribute]: answersMapOf(responses) } });
  rememberFormFacts(form);
  await Promise.all([countForm(form, 1), aggregateFormChange(undefined, form)]);
}

/** Removes a form's item, answers and all (they are on it); answers how many items went (1, or 0 if none). */
export async function deleteFormWithResponses(formId: string): Promise<number> {
  return (await deleteFormItem(formId)) ? 1 : 0;
}

/**
 * Removes a form's own item and counts it out of its totals; only the delete that removed it counts (a retried
 * or racing delete finds nothing and counts nothing). Answers the removed form, undefined when there was none.
 */
export async function deleteFormItem(formId: string): Promise<FormRecord | undefined> {
  const removed = await deleteItem(keyOfForm(formId));
  forgetFormFacts(formId);
  if (removed?.entity !== formEntity.name) return undefined;
  const form = formEntity.fromItem(removed);
  // Its pending tasks can no longer complete: they fail (the removed item names them, so no read is added).
  await Promise.all([countForm(form, -1), aggregateFormChange(form, undefined), failTasksOfDeletedForm(form, new Date().toISOString())]);
  return form;
}
