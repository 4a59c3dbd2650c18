/**
 * `npm run bench:api:profile`: where the owner's save spends the CPU that its own write does not. Starts the
 * local stack as bench:api does, then at `BENCH_CLIENTS` (default 8) clients runs the owner's save and its own
 * write called directly (the same conditional UpdateItem of a form item), each for `BENCH_SECONDS` (default 5) under the inspector's CPU profiler, and prints the
 * self time per operation by package / file and by function, with the difference (the CPU in front of the
 * write). A tool for looking, not a benchmark: the profiler itself costs some CPU, on both sides alike.
 * The two profiles are written to .bench/api-*.cpuprofile (open them in Chrome DevTools).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { answerSavers, questionId, signIn, startForms } from './api-workload';
import { runClosedLoop, type Operation } from './closed-loop';
import { perOperationDifference, totalsOf, type CpuProfile } from './cpu-profile-summary';
import { loopbackClient } from './loopback-http';
import { saveWriters } from './sdk-workload';

const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const outputFolder = join(import.meta.dirname, '..', '..', '.bench');

async function profiled(session: Session, name: string, operations: Operation[]) {
  await runClosedLoop(operations, 1);
  await session.post('Profiler.start');
  const phase = await runClosedLoop(operations, seconds);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  writeFileSync(join(outputFolder, `api-${name}.cpuprofile`), JSON.stringify(profile));
  const count = phase.operations + phase.errors;
  console.log(`${name}: ${count} operations, ${phase.errors} errors, ${phase.cpuMsPerOperation.toFixed(2)} ms CPU each`);
  return { totals: totalsOf(profile), count };
}

function print(title: string, rows: ReturnType<typeof perOperationDifference>, limit: number) {
  console.log(`\n${title}\n\n| where | save ms | write ms | in front of the write ms |\n| --- | ---: | ---: | ---: |`);
  for (const row of rows.slice(0, limit)) {
    console.log(`| ${row.key} | ${row.measuredMs.toFixed(3)} | ${row.baselineMs.toFixed(3)} | ${row.extraMs.toFixed(3)} |`);
  }
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  const { startLocalStack } = await import('../harness/local-stack');
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent' });
  const http = loopbackClient(stack.url, clients * 2);
  const session = new Session();
  session.connect();
  try {
    mkdirSync(outputFolder, { recursive: true });
    const token = await signIn(http, 'staff.one');
    const savers = answerSavers(http, token, await startForms(http, token, clients));
    const writers = await saveWriters(await startForms(http, token, clients), questionId);
    await stack.drainEffects();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    const save = await profiled(session, 'save', savers);
    const write = await profiled(session, 'write', writers);
    const total = (save.totals.totalMs / save.count - write.totals.totalMs / write.count).toFixed(2);
    console.log(`\nCPU in the profile per operation: save ${(save.totals.totalMs / save.count).toFixed(2)} ms, write ${(write.totals.totalMs / write.count).toFixed(2)} ms, in front of the write ${total} ms`);
    print('By package or file', perOperationDifference(save.totals.byGroup, save.count, write.totals.byGroup, write.count), 30);
    print('By function', perOperationDifference(save.totals.byFunction, save.count, write.totals.byFunction, write.count), 40);
  } finally {
    session.disconnect();
    http.close();
    await stack.close();
  }
}

await main();
