import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { formEntity, pendingEffectsPartition, type EffectRecord, type FormRecord } from './entities';
import type { DynamoItem } from './entity';
import { currentRequestContext } from '../shared/request-context';
import { ConditionFailed, guardCondition, queryItems } from './store';
import { indexKeyAttributes, tableLayout } from './table-layout';

/**
 * The form item's effects: recorded by the move's own conditional write, then run, one form at a time, by the
 * dispatcher under a lease. Nested map paths (effects.<id>) keep a dispatcher's write of one effect from
 * clobbering effects a move adds meanwhile.
 */

const sweepIndex = indexKeyAttributes('gsi5');
const formKey = (formId: string) => ({ [tableLayout.partitionKey]: `FORM#${formId}`, [tableLayout.sortKey]: 'FORM' });

/** One UpdateItem on a form item, built up part by part (attribute paths, not raw names). */
export class FormWrite {
  private readonly sets: string[] = [];
  private readonly removes: string[] = [];
  private readonly adds: string[] = [];
  private readonly conditions: string[] = [];
  readonly names: Record<string, string> = {};
  readonly values: DynamoItem = {};
  private count = 0;

  private path(segments: readonly string[]): string {
    return segments
      .map((segment) => {
        this.count += 1;
        this.names[`#e${this.count}`] = segment;
        return `#e${this.count}`;
      })
      .join('.');
  }

  private value(value: unknown): string {
    this.count += 1;
    this.values[`:e${this.count}`] = value;
    return `:e${this.count}`;
  }

  set(segments: readonly string[], value: unknown, ifMissing = false): this {
    const path = this.path(segments);
    this.sets.push(ifMissing ? `${path} = if_not_exists(${path}, ${this.value(value)})` : `${path} = ${this.value(value)}`);
    return this;
  }

  remove(segments: readonly string[]): this {
    this.removes.push(this.path(segments));
    return this;
  }

  add(segments: readonly string[], amount: number): this {
    this.adds.push(`${this.path(segments)} ${this.value(amount)}`);
    return this;
  }

  /** A condition; `at` names its paths and values: `when('#a = :b', { '#a': ['status'] }, { ':b': 'x' })`. */
  when(expression: string, paths: Record<string, readonly string[]> = {}, values: DynamoItem = {}): this {
    let text = expression;
    for (const [placeholder, segments] of Object.entries(paths)) text = text.split(placeholder).join(this.path(segments));
    for (const [placeholder, value] of Object.entries(values)) text = text.split(placeholder).join(this.value(value));
    this.conditions.push(`(${text})`);
    return this;
  }

  /** Runs the write on the form's item (which must exist); ConditionFailed when a condition does not hold. */
  async run(formId: string): Promise<FormRecord> {
    this.when('attribute_exists(#pk)', { '#pk': [tableLayout.partitionKey] });
    const expression = [
      this.sets.length ? `SET ${this.sets.join(', ')}` : '',
      this.removes.length ? `REMOVE ${this.removes.join(', ')}` : '',
      this.adds.length ? `ADD ${this.adds.join(', ')}` : '',
    ].filter(Boolean);
    const result = await guardCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: formKey(formId),
          UpdateExpression: expression.join(' '),
          ConditionExpression: this.conditions.join(' AND '),
          ExpressionAttributeNames: this.names,
          ExpressionAttributeValues: Object.keys(this.values).length ? this.values : undefined,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return formEntity.fromItem(result.Attributes ?? {});
  }
}

/** Puts the form in the sweep's index, due at `dueAt`. */
function markDue(write: FormWrite, formId: string, dueAt: string) {
  write.set(['effectsDueAt'], dueAt).set([sweepIndex.partitionKey], pendingEffectsPartition).set([sweepIndex.sortKey], `${dueAt}#${formId}`);
}

/** Effects tagged with the request's test id, as every item a test's request creates is (see store.ts). */
function tagged(effects: readonly EffectRecord[]): EffectRecord[] {
  const testId = currentRequestContext()?.testId;
  return testId ? effects.map((effect) => ({ ...effect, testId })) : [...effects];
}

/**
 * Adds new effects to a write that changes the form as read (a move, a halt): each under its own id (the whole
 * map when the form has none yet), the form due for the sweep now, and the count of added effects moved on.
 */
export function recordEffects(write: FormWrite, form: FormRecord, planned: readonly EffectRecord[], now: string): FormWrite {
  if (planned.length === 0) return write;
  const effects = tagged(planned);
  if (form.effects) for (const effect of effects) write.set(['effects', effect.id], effect);
  else write.set(['effects'], Object.fromEntries(effects.map((effect) => [effect.id, effect])));
  markDue(write, form.id, now);
  return write.add(['effectsAdded'], effects.length);
}

/** The fields of a new form item that record its start's effects (the entity then puts it in the sweep's index). */
export function newFormEffects(planned: readonly EffectRecord[], now: string): Pick<FormRecord, 'effects' | 'effectsDueAt' | 'effectsAdded'> {
  if (planned.length === 0) return { effects: {} };
  const effects = tagged(planned);
  return { effects: Object.fromEntries(effects.map((effect) => [effect.id, effect])), effectsDueAt: now, effectsAdded: effects.length };
}

/** Another dispatcher holds the form's effects (or took them over once this one's lease ran out). */
export class EffectsBusy extends Error {
  override readonly name = 'EffectsBusy';
}

/**
 * Takes the form's effects for a dispatcher until `until` (a lease that ran out may be taken over): answers the
 * form as it is now, undefined when it is gone; EffectsBusy while another dispatcher holds it.
 */
export async function leaseFormEffects(formId: string, holder: string, now: string, until: string): Promise<FormRecord | undefined> {
  try {
    return await new FormWrite()
      .set(['effectsLease'], { holder, until })
      .when('attribute_not_exists(#lease) OR #until < :now', { '#lease': ['effectsLease'], '#until': ['effectsLease', 'until'] }, { ':now': now })
      .run(formId);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: formKey(formId), ConsistentRead: true }));
    if (!Item) return undefined;
    throw new EffectsBusy(`Form ${formId}'s effects are held by another dispatcher.`);
  }
}

const whileHeldBy = (write: FormWrite, holder: string) => write.when('#holder = :holder', { '#holder': ['effectsLease', 'holder'] }, { ':holder': holder });

/** Records what became of one effect, while the dispatcher still holds the lease (EffectsBusy if it lost it). */
export async function saveEffect(formId: string, effect: EffectRecord, holder: string): Promise<FormRecord> {
  try {
    return await whileHeldBy(new FormWrite().set(['effects', effect.id], effect), holder).run(formId);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new EffectsBusy(`The lease on form ${formId}'s effects ran out.`);
    throw error;
  }
}

/**
 * Ends a dispatcher's turn: gives the lease back, and leaves the form in the sweep's index due at `dueAt` (the
 * next retry) or takes it out when nothing is pending; finished effects named in `prune` go. Applies only if no
 * move added effects since the dispatcher read `seenAdded` (false: read again, there is more to run).
 */
export async function settleFormEffects(formId: string, change: { holder: string; seenAdded: number; dueAt?: string; prune: readonly string[] }): Promise<boolean> {
  const write = whileHeldBy(new FormWrite().remove(['effectsLease']), change.holder);
  if (change.dueAt) markDue(write, formId, change.dueAt);
  else write.remove(['effectsDueAt']).remove([sweepIndex.partitionKey]).remove([sweepIndex.sortKey]);
  for (const id of change.prune) write.remove(['effects', id]);
  if (change.seenAdded === 0) write.when('attribute_not_exists(#added) OR #added = :zero', { '#added': ['effectsAdded'] }, { ':zero': 0 });
  else write.when('#added = :seen', { '#added': ['effectsAdded'] }, { ':seen': change.seenAdded });
  try {
    await write.run(formId);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** The forms whose pending effects were due before `cutoff` (the sweep's find: one page of the sparse index). */
export async function formsWithEffectsDueBefore(cutoff: string, limit = 100): Promise<string[]> {
  const page = await queryItems({
    index: 'gsi5',
    pk: pendingEffectsPartition,
    filter: { expression: '#f_due < :f_cutoff', names: { '#f_due': 'effectsDueAt' }, values: { ':f_cutoff': cutoff } },
    limit,
  });
  return page.items.map((item) => String(item.id));
}
