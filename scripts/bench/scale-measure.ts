import type { GraphQLSchema } from 'graphql';
import { dynamoRequestCounter } from '../../functions/data/client';
import { graphql } from './api-workload';
import { percentile } from './latency';
import type { LoopbackClient } from './loopback-http';
import { deepPage, type ScaleList } from './scale-lists';
import { operationText, pagesByCursor, withCursorPaging } from './scale-operations';

/** How long and how often to ask each page. */
export interface Repetitions {
  warmup: number;
  samples: number;
  /** Stop sampling a page after this long (at least `minSamples` taken): slow pages at 100k take seconds each. */
  budgetMs: number;
  minSamples: number;
}

/** Time and DynamoDB requests of one page, over its samples. */
export interface PageFigures {
  page: number;
  /** How it was reached: by the cursor the previous pages answered, or by page number (the server walks). */
  reachedBy: 'first' | 'cursor' | 'page number';
  samples: number;
  p50Ms: number;
  p90Ms: number;
  /** DynamoDB requests per request of this page (the median: every request of a page should cost the same). */
  requests: number;
  /** Requests answered with errors (a timed-out resolver, as a rule): sampling the page stops at the first. */
  errors: number;
}

/** What one list answered at one size. */
export interface ListFigures {
  name: string;
  first: PageFigures;
  deep?: PageFigures;
  /** The totals the first page stated, with the path they were read at. */
  totals: Array<{ path: string; value: number | undefined; partial: boolean }>;
}

/** Where to send the requests, as whom, and what to count. */
export interface MeasureContext {
  http: LoopbackClient;
  tokenOf: (persona: string) => string;
  schema: GraphQLSchema;
  repetitions: Repetitions;
  /** Called with every GraphQL error answered (the bench fails when there was any). */
  onError: (list: string, message: string) => void;
}

interface Sample {
  ms: number;
  requests: number;
  data: Record<string, unknown> | undefined;
  failed: boolean;
}

/** Whatever is at `path` in an answer's data. */
function rawAt(data: unknown, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const step of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
  return value;
}

/** The value at `path` in an answer's data: a number as is, a list as its length. */
export function valueAt(data: unknown, path: readonly string[]): number | undefined {
  const value = rawAt(data, path);
  if (Array.isArray(value)) return value.length;
  return typeof value === 'number' ? value : undefined;
}

const nextCursorOf = (data: unknown, field: string): string | undefined => {
  const meta = (data as Record<string, { meta?: { nextCursor?: string | null } }> | undefined)?.[field]?.meta;
  return meta?.nextCursor ?? undefined;
};

async function sampleOnce(context: MeasureContext, list: ScaleList, query: string, variables: object): Promise<Sample> {
  const requestsBefore = dynamoRequestCounter.total;
  const started = performance.now();
  const answer = await graphql<Record<string, unknown>>(context.http, context.tokenOf(list.persona), query, variables);
  const ms = performance.now() - started;
  for (const error of answer.errors ?? []) context.onError(list.name, `${error.errorType ?? 'ERROR'}: ${error.message}`);
  return { ms, requests: dynamoRequestCounter.total - requestsBefore, data: answer.data ?? undefined, failed: Boolean(answer.errors?.length) };
}

/** Warms the page up, then samples it until `samples` are taken or the budget is spent. */
async function measurePage(context: MeasureContext, list: ScaleList, query: string, variables: object, page: number, reachedBy: PageFigures['reachedBy']) {
  const { warmup, samples, budgetMs, minSamples } = context.repetitions;
  let first: Sample | undefined;
  for (let index = 0; index < warmup && !first?.failed; index += 1) {
    const sample = await sampleOnce(context, list, query, variables);
    first ??= sample;
  }
  const taken: Sample[] = first?.failed ? [first] : [];
  const started = performance.now();
  const more = () => taken.length < samples && (taken.length < minSamples || performance.now() - started < budgetMs);
  // A failed request (a resolver past its timeout) ends the page: its work goes on in the background and would
  // slow every sample after it.
  while (more() && !taken.some((sample) => sample.failed)) taken.push(await sampleOnce(context, list, query, variables));
  const ms = taken.map((sample) => sample.ms).sort((a, b) => a - b);
  const requests = taken.map((sample) => sample.requests).sort((a, b) => a - b);
  const errors = taken.filter((sample) => sample.failed).length;
  const figures: PageFigures = { page, reachedBy, samples: taken.length, p50Ms: percentile(ms, 50), p90Ms: percentile(ms, 90), requests: percentile(requests, 50), errors };
  return { figures, data: (first ?? taken[0])?.data };
}

/** The variables of page `deepPage`: the cursor got by walking there from page 1, or the page number alone. */
async function deepVariables(context: MeasureContext, list: ScaleList, query: string, field: string, byCursor: boolean) {
  if (!byCursor) return { variables: { ...list.variables, page: deepPage }, page: deepPage, reachedBy: 'page number' as const };
  let cursor: string | undefined;
  let page = 1;
  for (; page < deepPage; page += 1) {
    const { data } = await sampleOnce(context, list, query, { ...list.variables, page, cursor: cursor ?? null });
    const next = nextCursorOf(data, field);
    if (!next) break;
    cursor = next;
  }
  return { variables: { ...list.variables, page, cursor: cursor ?? null }, page, reachedBy: 'cursor' as const };
}

/**
 * Measures one list at the store's current size: its first page and, for a paged list, page 20 (reached by
 * nextCursor when the schema pages this field by cursor, else asked by page number), through the real HTTP
 * endpoint, counting the DynamoDB requests of each request.
 */
export async function measureList(context: MeasureContext, list: ScaleList): Promise<ListFigures> {
  try {
    return await measurePages(context, list);
  } finally {
    await quiesce();
  }
}

/**
 * Waits until this process has made no DynamoDB request for a second (at most two minutes): a resolver that
 * timed out keeps running after its answer, and the next list must not pay for it.
 */
async function quiesce() {
  const deadline = performance.now() + 120_000;
  let seen = -1;
  while (seen !== dynamoRequestCounter.total && performance.now() < deadline) {
    seen = dynamoRequestCounter.total;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function measurePages(context: MeasureContext, list: ScaleList): Promise<ListFigures> {
  const field = list.pagedField;
  const byCursor = field !== undefined && pagesByCursor(context.schema, field);
  const query = operationText(byCursor && field ? withCursorPaging(list.document, field) : list.document);
  const firstVariables = field ? { ...list.variables, page: 1, ...(byCursor ? { cursor: null } : {}) } : list.variables;
  const first = await measurePage(context, list, query, firstVariables, 1, 'first');
  const totals = list.totals.map((check) => ({
    path: check.path.join('.'),
    value: valueAt(first.data, check.path),
    partial: check.partialWhen !== undefined && rawAt(first.data, check.partialWhen) === true,
  }));
  if (!field) return { name: list.name, first: first.figures, totals };
  const deep = await deepVariables(context, list, query, field, byCursor);
  const deepFigures = await measurePage(context, list, query, deep.variables, deep.page, deep.reachedBy);
  return { name: list.name, first: first.figures, deep: deepFigures.figures, totals };
}

/** The totals a list's first page states, asked once by page number (the baseline before seeding). */
export async function firstPageTotals(context: MeasureContext, list: ScaleList): Promise<Array<number | undefined>> {
  const variables = list.pagedField ? { ...list.variables, page: 1 } : list.variables;
  const { data } = await sampleOnce(context, list, operationText(list.document), variables);
  return list.totals.map((check) => valueAt(data, check.path));
}
