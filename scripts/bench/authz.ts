/**
 * `npm run bench:authz`: Check throughput and latency for "can this user update this form in this status"
 * along the owner, program-role and campus-admin paths, on the embedded engine over DynamoDB (dynalite): as
 * before issue 13 (the form's tuples read from the store, nothing cached between requests) and as the product
 * checks now (the form's tuples as facts from its item, shared tuples from the process's 5 s cache, warm), and
 * over the in-memory store, all in the same run; plus the DynamoDB requests one check costs on each path.
 * Each check uses a fresh engine, as each GraphQL request does.
 */
import type { CheckRequest } from '../../functions/authz/authorization-service';
import type { TupleStore } from '../../functions/authz/engine/types';
import { runClosedLoop, type Operation } from './closed-loop';
import { benchFormFacts, scenarioTuples, scenarios } from './authz-scenarios';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalStack } = await import('../harness/local-stack');
const { createAuthzEngine, MemoryTupleStore } = await import('../../functions/authz/engine');
const { authorization, authorizationModel } = await import('../../functions/authz/service');
const { SharedTupleCache } = await import('../../functions/authz/shared-tuple-cache');
const { ensureTuples } = await import('../../functions/authz/ensure-tuples');
const { DynamoTupleStore } = await import('../../functions/data/dynamo-tuple-store');
const { dynamoRequestCounter } = await import('../../functions/data/client');

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const levels = [1, 8];

async function allTuples(store: TupleStore) {
  const keys = [];
  let continuationToken: string | undefined;
  do {
    const page = await store.read({}, { pageSize: 100, ...(continuationToken ? { continuationToken } : {}) });
    keys.push(...page.tuples.map((tuple) => tuple.key));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return keys;
}

const withFacts = (request: CheckRequest): CheckRequest => ({ ...request, facts: benchFormFacts });

/** How a check is asked: the store behind the engine, and whether the form's facts come with the request. */
interface Setup {
  name: string;
  store: TupleStore;
  facts: boolean;
}

function checker(setup: Setup, index: number): Operation {
  let next = index;
  return async () => {
    const scenario = scenarios[next++ % scenarios.length]!;
    const request = setup.facts ? withFacts(scenario.request) : scenario.request;
    const allowed = await createAuthzEngine(authorizationModel(), setup.store).check(request);
    if (allowed !== scenario.expected) throw new Error(`${scenario.name}: expected ${scenario.expected}`);
  };
}

async function requestsOf(store: TupleStore, request: CheckRequest): Promise<number> {
  const before = dynamoRequestCounter.total;
  await createAuthzEngine(authorizationModel(), store).check(request);
  return dynamoRequestCounter.total - before;
}

async function printRequests(dynamoStore: TupleStore) {
  console.log('DynamoDB requests per check (fresh engine, sequential):\n');
  console.log('| path | before (no facts, no cache) | facts, cache cold | facts, cache warm |\n| --- | ---: | ---: | ---: |');
  for (const scenario of scenarios) {
    const cache = new SharedTupleCache(dynamoStore, { now: () => Date.now() });
    const before = await requestsOf(dynamoStore, scenario.request);
    const cold = await requestsOf(cache, withFacts(scenario.request));
    const warm = await requestsOf(cache, withFacts(scenario.request));
    console.log(`| ${scenario.name} | ${before} | ${cold} | ${warm} |`);
  }
}

async function main() {
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent' });
  const dynamoStore = new DynamoTupleStore();
  await ensureTuples(authorization(), scenarioTuples);
  const memoryStore = new MemoryTupleStore();
  memoryStore.load(await allTuples(dynamoStore));
  await printRequests(dynamoStore);
  const setups: Setup[] = [
    { name: 'dynalite, before', store: dynamoStore, facts: false },
    { name: 'dynalite, facts + 5 s cache', store: new SharedTupleCache(dynamoStore, { now: () => Date.now() }), facts: true },
    { name: 'memory', store: memoryStore, facts: false },
  ];
  console.log('\n| clients | store | checks/s | p50 ms | p99 ms | errors | checks/s vs before |\n| ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  let failed = 0;
  for (const clients of levels) {
    let baseline = 0;
    for (const setup of setups) {
      await runClosedLoop(Array.from({ length: clients }, (_, i) => checker(setup, i)), 0.5);
      const phase = await runClosedLoop(Array.from({ length: clients }, (_, i) => checker(setup, i)), seconds);
      failed += phase.errors;
      baseline ||= phase.perSecond;
      const ratio = (phase.perSecond / baseline).toFixed(1);
      console.log(`| ${clients} | ${setup.name} | ${phase.perSecond.toFixed(0)} | ${phase.p50Ms.toFixed(2)} | ${phase.p99Ms.toFixed(2)} | ${phase.errors} | ${ratio}x |`);
    }
  }
  await stack.close();
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
