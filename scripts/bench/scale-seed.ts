import { randomUUID } from 'node:crypto';
import { dynamo, tableName } from '../../functions/data/client';
import { answersAttribute, counterEntity, formEntity, reminderEntity, templateGroupEntity, tupleEntity } from '../../functions/data/entities';
import { tupleRecordOf } from '../../functions/data/entities/authz';
import type { DynamoItem } from '../../functions/data/entity';
import { readFormCounts, setFormCount, type FormCountScope } from '../../functions/data/form-counters';
import { aggregateScopesOf, readAggregate, setAggregate } from '../../functions/data/metric-aggregates';
import { countOwnerItem } from '../../functions/data/owner-counters';
import { formContribution, sumCounts, type Counts } from '../../schema/src/metrics/form-contribution';
import { putRecord } from '../../functions/data/store';
import { writeTemplateVersion } from '../../functions/data/templates-repository';
import type { TupleKey } from '../../functions/authz/engine/types';
import { formTuples } from '../../functions/forms/form-access';
import { starterTuples, templateTuples } from '../../functions/templates/template-tuples';
import { groupOf } from '../../functions/templates/new-template';
import { putAll } from './scale-batch-writer';
import { scaleFormRecord, scaleOwner, scaleReminderRecord, scaleScenario, scaleTemplate } from './scale-records';

/** Forms built and written per round: bounds the memory the items take while they are written. */
const formsPerRound = 5_000;

/** How much the store holds: seeded forms (with as many action items) and seeded template groups. */
export interface ScaleSize {
  forms: number;
  groups: number;
}

/** A seeder that grows one store: each call to growTo adds what is missing, never rewrites what is there. */
export interface ScaleSeeder {
  growTo: (size: ScaleSize) => Promise<{ items: number; seconds: number }>;
  readonly seeded: ScaleSize;
}

/** The counters bench:scale sets: the owner's, the forms' group's and the program's. */
export const scaleCounterScopes = (formsGroupId: string): FormCountScope[] => [
  { kind: 'owner', userId: scaleOwner.userId },
  { kind: 'templateGroup', groupId: formsGroupId },
  { kind: 'program', programId: scaleScenario.programId },
];

/** The stored items of tuples written together, as DynamoTupleStore writes them (one write id, one stamp). */
function tupleItems(tuples: readonly TupleKey[], timestamp: string): DynamoItem[] {
  const writeId = randomUUID();
  return tuples.map((tuple) => tupleEntity.toItem(tupleRecordOf(tuple, writeId, timestamp)));
}

const write = (items: readonly DynamoItem[]) => putAll({ client: dynamo(), table: tableName(), inFlight: 6 }, items);

/**
 * Template groups [from, to): each its published template version, its group item and its tuples. Answers the
 * items batch-written (the template versions are written as the API writes them, not counted).
 */
async function seedGroups(from: number, to: number, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const templates = Array.from({ length: to - from }, (_, offset) => scaleTemplate(from + offset, stamp));
  let next = 0;
  const worker = async () => {
    while (next < templates.length) {
      const template = templates[next++];
      if (template) await writeTemplateVersion(template, stamp);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const groups = templates.map((template) =>
    templateGroupEntity.toItem({ ...groupOf(template, stamp), latestPublishedTemplateId: template.id, status: 'PUBLISHED', createdAt: stamp }),
  );
  const tuples = templates.flatMap((template) => tupleItems([...templateTuples(template), ...starterTuples(template)], stamp));
  await write([...groups, ...tuples]);
  return groups.length + tuples.length;
}

/**
 * Forms [from, to) of the forms' group: each form item, its tuples, and one open action item of the owner. Adds
 * each form's contribution to `aggregated`, for the metric aggregates the API would have kept.
 */
async function seedForms(from: number, to: number, now: Date, aggregated: { counts: Counts }): Promise<number> {
  const template = scaleTemplate(0, now.toISOString());
  let items = 0;
  for (let start = from; start < to; start += formsPerRound) {
    const round: DynamoItem[] = [];
    for (let index = start; index < Math.min(to, start + formsPerRound); index += 1) {
      const form = scaleFormRecord(template, index, now);
      aggregated.counts = sumCounts([aggregated.counts, formContribution(form)]);
      // A started form's item carries its (empty) answers map: saves write entries into it.
      round.push({ ...formEntity.toItem(form), [answersAttribute]: {} }, ...tupleItems(formTuples(form), form.createdDate));
      round.push(reminderEntity.toItem(scaleReminderRecord(index, now)));
    }
    await write(round);
    items += round.length;
  }
  return items;
}

/**
 * Seeds bench:scale's data straight into the table (BatchWriteItem, not the API), in the shapes the API
 * writes: forms as createFormFromTemplate stores them with their tuples, open action items, published
 * template groups of campus 01. Sets the form counters as the API would have counted them (what the store
 * counted before plus what was seeded) and the group's auto id sequence, so a form started afterwards
 * continues it. Needs the table and the demo data in place (a started local stack).
 */
export async function createScaleSeeder(now = new Date()): Promise<ScaleSeeder> {
  const formsGroupId = scaleTemplate(0, now.toISOString()).groupId;
  const scopes = scaleCounterScopes(formsGroupId);
  const before = await readFormCounts(scopes);
  // The metric aggregates of the forms' group and program, as the API would have kept them: before plus seeded.
  const aggregateScopes = aggregateScopesOf({ templateGroupId: formsGroupId, programId: scaleScenario.programId });
  const aggregatesBefore = await Promise.all(aggregateScopes.map(readAggregate));
  const aggregated = { counts: {} as Counts };
  const seeded: ScaleSize = { forms: 0, groups: 0 };
  return {
    seeded,
    async growTo(size) {
      const started = performance.now();
      // Group 0 first: the forms belong to it.
      let items = await seedGroups(seeded.groups, Math.max(size.groups, 1, seeded.groups), now);
      seeded.groups = Math.max(size.groups, 1, seeded.groups);
      const newForms = Math.max(0, size.forms - seeded.forms);
      items += await seedForms(seeded.forms, size.forms, now, aggregated);
      seeded.forms = Math.max(size.forms, seeded.forms);
      // One open action item was seeded per form: counted in as putting a reminder counts it.
      await countOwnerItem({ kind: 'openReminders', userId: scaleOwner.userId }, newForms);
      await Promise.all(scopes.map((scope, index) => setFormCount(scope, (before[index] ?? 0) + seeded.forms)));
      await putRecord(counterEntity, { name: `autoId#${formsGroupId}`, value: seeded.forms });
      await Promise.all(aggregateScopes.map((scope, index) => setAggregate(scope, sumCounts([aggregatesBefore[index] ?? {}, aggregated.counts]))));
      return { items, seconds: (performance.now() - started) / 1000 };
    },
  };
}
