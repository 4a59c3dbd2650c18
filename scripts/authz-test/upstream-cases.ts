/**
 * OpenFGA's own test format (src/assets/tests/*.yaml upstream): tests, each a list of stages with a model,
 * tuples written on top of the earlier stages' tuples, and assertions that may expect an error code.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { AuthzEngine, TupleKey } from '../../functions/authz/engine';

type Context = Record<string, unknown>;

interface Assertion {
  context?: Context;
  contextualTuples?: TupleKey[];
  errorCode?: number;
}

/** A stage: a model, more tuples, and assertions against both. */
export interface UpstreamStage {
  model: string;
  tuples?: TupleKey[];
  checkAssertions?: Array<Assertion & { tuple: { user: string; relation: string; object: string } }>;
  listObjectsAssertions?: Array<Assertion & { request: { user: string; type: string; relation: string } }>;
  listUsersAssertions?: Array<Assertion & { request: { filters: string[]; object: string; relation: string } }>;
}

/** An upstream test: its stages, run in order on one store. */
export interface UpstreamTest {
  name: string;
  stages: UpstreamStage[];
}

/** One assertion that expects an error code, ready to run against an engine. */
export interface ErrorCase {
  api: 'check' | 'listObjects' | 'listUsers';
  label: string;
  errorCode: number;
  run(engine: AuthzEngine): Promise<unknown>;
}

/** The tests of an upstream YAML file. */
export function readUpstreamTests(path: string): UpstreamTest[] {
  return ((parse(readFileSync(path, 'utf8')) as { tests?: UpstreamTest[] }).tests ?? []);
}

function filterOf(text: string): { type: string; relation?: string } {
  const [type = '', relation] = text.split('#');
  return relation ? { type, relation } : { type };
}

function describe(api: string, fields: unknown, assertion: Assertion): string {
  const extras = [
    assertion.context ? `context ${JSON.stringify(assertion.context)}` : '',
    assertion.contextualTuples ? `contextual ${JSON.stringify(assertion.contextualTuples)}` : '',
  ].filter(Boolean);
  return [`${api} ${JSON.stringify(fields)}`, ...extras].join(' ');
}

/** The assertions of a stage that expect an error code. */
export function errorCases(stage: UpstreamStage): ErrorCase[] {
  const cases: ErrorCase[] = [];
  const add = (api: ErrorCase['api'], fields: unknown, assertion: Assertion, run: ErrorCase['run']) => {
    if (assertion.errorCode !== undefined) cases.push({ api, label: describe(api, fields, assertion), errorCode: assertion.errorCode, run });
  };
  for (const assertion of stage.checkAssertions ?? []) {
    const { context, contextualTuples } = assertion;
    add('check', assertion.tuple, assertion, (engine) => engine.check({ ...assertion.tuple, context, contextualTuples }));
  }
  for (const assertion of stage.listObjectsAssertions ?? []) {
    const { context, contextualTuples } = assertion;
    add('listObjects', assertion.request, assertion, (engine) => engine.listObjects({ ...assertion.request, context, contextualTuples }));
  }
  for (const assertion of stage.listUsersAssertions ?? []) {
    const { context, contextualTuples, request } = assertion;
    const userFilters = request.filters.map(filterOf);
    add('listUsers', request, assertion, (engine) => engine.listUsers({ object: request.object, relation: request.relation, userFilters, context, contextualTuples }));
  }
  return cases;
}
