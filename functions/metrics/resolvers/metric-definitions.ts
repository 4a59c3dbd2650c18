import { randomUUID } from 'node:crypto';
import {
  createMetricInputSchema,
  deleteMetricInputSchema,
  metricIdArgsSchema,
  metricsByProgramArgsSchema,
  updateMetricInputSchema,
} from '../../../schema/src/metrics/metric-inputs';
import type { MetricRecord } from '../../data/entities';
import { deleteMetric as deleteRecord, findMetric, ForeignCursor, insertMetric, pageMetricsOfProgram, StaleMetric, updateMetric as updateRecord } from '../../data/metrics-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { administeredMetric, assertGroupOfProgram, assertMetricAdmin, assertMetricViewer, viewableMetric } from '../metric-access';

/** CONFLICT carrying the current metric (or NOT_FOUND when it is gone). */
async function stale(id: string) {
  const current = await findMetric(id, true);
  if (!current) return notFound('Metric', id);
  return conflict(`Metric ${id} was changed by someone else: review the current one and try again.`, { current });
}

/** metricsByProgram: one page of a program's metrics, for its members. */
export async function metricsByProgram(caller: Caller, args: unknown) {
  const { programId, limit, cursor } = parseInput(metricsByProgramArgsSchema, args);
  await assertMetricViewer(caller, programId);
  try {
    const page = await pageMetricsOfProgram(programId, { limit, cursor: cursor ?? null });
    return { docs: page.items, cursor: page.cursor ?? null };
  } catch (error) {
    if (error instanceof ForeignCursor || (error instanceof Error && error.message === 'Invalid cursor')) throw badUserInput(error.message, { field: 'cursor' });
    throw error;
  }
}

/** metric: one metric, for its program's members. */
export async function metric(caller: Caller, args: unknown) {
  const { id } = parseInput(metricIdArgsSchema, args);
  return viewableMetric(caller, id);
}

/** createMetric: one conditional put, version 1 (program admins; a template group of the program only). */
export async function createMetric(caller: Caller, args: { input?: unknown }) {
  const { programId, metric: content } = parseInput(createMetricInputSchema, args.input);
  await assertMetricAdmin(caller, programId);
  await assertGroupOfProgram(content, programId);
  const now = new Date().toISOString();
  const record: MetricRecord = { ...content, id: randomUUID(), programId, version: 1, createdAt: now, updatedAt: now };
  await insertMetric(record);
  return record;
}

/** updateMetric: replaces the definition in one write conditioned on the version. */
export async function updateMetric(caller: Caller, args: { input?: unknown }) {
  const { id, expectedVersion, metric: content } = parseInput(updateMetricInputSchema, args.input);
  const current = await administeredMetric(caller, id);
  if (current.version !== expectedVersion) throw await stale(id);
  await assertGroupOfProgram(content, current.programId);
  try {
    return await updateRecord(id, expectedVersion, { ...content, updatedAt: new Date().toISOString() });
  } catch (error) {
    if (error instanceof StaleMetric) throw await stale(id);
    throw error;
  }
}

/** deleteMetric: one delete (program admins); NOT_FOUND when it is gone already. */
export async function deleteMetric(caller: Caller, args: { input?: unknown }) {
  const { id } = parseInput(deleteMetricInputSchema, args.input);
  await administeredMetric(caller, id);
  if (!(await deleteRecord(id))) throw notFound('Metric', id);
  return { id };
}
