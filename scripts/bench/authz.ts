/**
 * `npm run bench:authz`: Check throughput and latency for "can this user update this form in this status"
 * along the owner, program-role and campus-admin paths, on the embedded engine over DynamoDB (dynalite) and,
 * in the same run, over the in-memory store; plus the DynamoDB requests one check costs. Each check uses a
 * fresh engine, as each GraphQL request does.
 */
import type { TupleStore } from '../../functions/authz/engine/types';
import { runClosedLoop, type Operation } from './closed-loop';
import { scenarioTuples, scenarios } from './authz-scenarios';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalStack } = await import('../harness/local-stack');
const { createAuthzEngine, MemoryTupleStore } = await import('../../functions/authz/engine');
const { authorization, authorizationModel } = await import('../../functions/authz/service');
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

function checker(store: TupleStore, index: number): Operation {
  let next = index;
  return async () => {
    const scenario = scenarios[next++ % scenarios.length]!;
    const allowed = await createAuthzEngine(authorizationModel(), store).check(scenario.request);
    if (allowed !== scenario.expected) throw new Error(`${scenario.name}: expected ${scenario.expected}`);
  };
}

async function main() {
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent' });
  const dynamoStore = new DynamoTupleStore();
  await ensureTuples(authorization(), scenarioTuples);
  const memoryStore = new MemoryTupleStore();
  memoryStore.load(await allTuples(dynamoStore));

  console.log('DynamoDB requests per check (fresh engine, sequential):');
  for (const scenario of scenarios) {
    const before = dynamoRequestCounter.total;
    await createAuthzEngine(authorizationModel(), dynamoStore).check(scenario.request);
    console.log(`  ${scenario.name.padEnd(28)} ${dynamoRequestCounter.total - before}`);
  }
  console.log('\n| clients | store | checks/s | p50 ms | p99 ms | errors |\n| ---: | --- | ---: | ---: | ---: | ---: |');
  let failed = 0;
  for (const clients of levels) {
    for (const [name, store] of [['dynalite', dynamoStore], ['memory', memoryStore]] as const) {
      await runClosedLoop(Array.from({ length: clients }, (_, i) => checker(store, i)), 0.5);
      const phase = await runClosedLoop(Array.from({ length: clients }, (_, i) => checker(store, i)), seconds);
      failed += phase.errors;
      console.log(`| ${clients} | ${name} | ${phase.perSecond.toFixed(0)} | ${phase.p50Ms.toFixed(2)} | ${phase.p99Ms.toFixed(2)} | ${phase.errors} |`);
    }
  }
  await stack.close();
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
