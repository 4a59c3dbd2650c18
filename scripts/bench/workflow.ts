/**
 * `npm run bench:workflow`: what a workflow move and the scheduler cost. Starts the local stack in memory, builds
 * through the API (as program.admin) a template whose workflow emails on arrival in Submitted and leaves it by
 * itself after 1 day, then, as staff.one through the real HTTP GraphQL endpoint, one operation at a time:
 * 1. per form, an answer save (`updateTextResponse`, the baseline) then the submit (`updateFormByAction`,
 *    draft → submitted, which schedules a timer and records the EMAIL as an effect), then that effect run by the
 *    effects dispatcher (off the request, as the worker runs it in AWS): p50/p95 and DynamoDB requests of each;
 * 2. `runScheduler` in this process: runs with nothing due (the baseline), one at now + 2 days firing every
 *    submitted form's timer, and a second at the same clock (must fire 0).
 * Prints the tables, writes .bench/workflow.json, exits non-zero when a check failed. See docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { signIn } from './api-workload';
import { loopbackClient } from './loopback-http';
import { commandList, measure, summarizeSamples, tables, type OperationSummary, type Sample } from './workflow-measure';
import { buildWorkflowTemplate, caller, saveAnswer, startForms, submitForm } from './workflow-setup';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Imported only now: the handlers build their logger and metrics at import, from the environment above.
const { startLocalStack } = await import('../harness/local-stack');
const { runScheduler } = await import('../../functions/scheduler/run-scheduler');
const { effectsQueue } = await import('../../functions/effects/sqs-effects-queue');

const resultFile = join(import.meta.dirname, '..', '..', '.bench', 'workflow.json');
const dayMs = 24 * 60 * 60 * 1000;
const emptyRuns = 10;

function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 5000) throw new Error(`${name} must be a whole number in [1, 5000], not ${raw}`);
  return value;
}

type Call = ReturnType<typeof caller>;
type Template = Awaited<ReturnType<typeof buildWorkflowTemplate>>;

/**
 * Part 1: per form, save then submit, each measured alone, then the submit's effects (the email), run by the
 * effects dispatcher off the request as the worker runs them in AWS; the first `warmup` forms are not recorded.
 */
async function measureMoves(call: Call, template: Template, formIds: string[], warmup: number, runEffects: () => Promise<void>) {
  const saves: Sample[] = [];
  const moves: Sample[] = [];
  const effects: Sample[] = [];
  for (const [index, formId] of formIds.entries()) {
    const save = await measure(() => saveAnswer(call, template, formId));
    const move = await measure(() => submitForm(call, formId));
    const effect = await measure(runEffects);
    if (index >= warmup) {
      saves.push(save);
      moves.push(move);
      effects.push(effect);
    }
  }
  return { save: summarizeSamples(saves), move: summarizeSamples(moves), effects: summarizeSamples(effects) };
}

/** Part 2: empty runs at the real clock (baseline), the run at now + 2 days, then again at that clock. */
async function measureScheduler() {
  const empty: Sample[] = [];
  for (let run = 0; run < emptyRuns; run += 1) {
    const sample = await measure(() => runScheduler({ now: new Date(), queue: effectsQueue() }));
    empty.push(sample);
  }
  const clock = new Date(Date.now() + 2 * dayMs);
  let full = { timersFired: 0, errors: 0, timersStale: 0, timersRefused: 0 };
  const fullSample = await measure(async () => (full = await runScheduler({ now: clock, queue: effectsQueue() })));
  let again = { timersFired: 0, errors: 0 };
  const againSample = await measure(async () => (again = await runScheduler({ now: clock, queue: effectsQueue() })));
  return { empty: summarizeSamples(empty), fullSample, full, againSample, again };
}

const ms = (value: number) => value.toFixed(1);

function printMoves(save: OperationSummary, move: OperationSummary, effects: OperationSummary) {
  const rows = [
    ['answer save (updateTextResponse), baseline', ms(save.p50Ms), ms(save.p95Ms), save.requestsPerOperation.toFixed(2), commandList(save.byCommand)],
    ['workflow move (submit, EMAIL trigger)', ms(move.p50Ms), ms(move.p95Ms), move.requestsPerOperation.toFixed(2), commandList(move.byCommand)],
    ["the move's effects (dispatcher, off the request)", ms(effects.p50Ms), ms(effects.p95Ms), effects.requestsPerOperation.toFixed(2), commandList(effects.byCommand)],
    [
      'move / save',
      (move.p50Ms / save.p50Ms).toFixed(2),
      (move.p95Ms / save.p95Ms).toFixed(2),
      (move.requestsPerOperation / save.requestsPerOperation).toFixed(2),
      '',
    ],
  ];
  return tables([`operation (${move.samples} each, one at a time)`, 'p50 ms', 'p95 ms', 'DynamoDB requests', 'by command'], rows);
}

function printScheduler(result: Awaited<ReturnType<typeof measureScheduler>>, expected: number) {
  const { empty, fullSample, full, againSample, again } = result;
  const fired = Math.max(1, full.timersFired);
  const rows = [
    [`nothing due (median of ${empty.samples}), baseline`, '0', ms(empty.p50Ms), '', empty.requestsPerOperation.toFixed(2), '', commandList(empty.byCommand)],
    [
      `now + 2 days: ${expected} timers due`,
      String(full.timersFired),
      ms(fullSample.ms),
      (fullSample.ms / fired).toFixed(2),
      String(fullSample.requests),
      (fullSample.requests / fired).toFixed(2),
      commandList(Object.fromEntries(Object.entries(fullSample.byCommand).map(([command, n]) => [command, n / fired]))),
    ],
    ['again at the same clock (check: 0)', String(again.timersFired), ms(againSample.ms), '', String(againSample.requests), '', commandList(againSample.byCommand)],
    ['per timer / nothing due', '', '', (fullSample.ms / fired / empty.p50Ms).toFixed(2), '', (fullSample.requests / fired / empty.requestsPerOperation).toFixed(2), ''],
  ];
  return tables(['scheduler run', 'fired', 'run ms', 'ms/timer', 'requests', 'requests/timer', 'by command (per timer in the full run)'], rows);
}

/** The headline: the ratios against the same run's baselines, which carry over between machines. */
function ratios(save: OperationSummary, move: OperationSummary, { empty, fullSample, full }: Awaited<ReturnType<typeof measureScheduler>>) {
  const fired = Math.max(1, full.timersFired);
  const perTimer = fullSample.ms / fired;
  return [
    `Ratios: move / save p50 ${(move.p50Ms / save.p50Ms).toFixed(2)}, p95 ${(move.p95Ms / save.p95Ms).toFixed(2)}, DynamoDB requests ${(move.requestsPerOperation / save.requestsPerOperation).toFixed(2)}`,
    `        scheduler ms per timer fired / run with nothing due ${(perTimer / empty.p50Ms).toFixed(2)}; / answer save p50 ${(perTimer / save.p50Ms).toFixed(2)}`,
  ].join('\n');
}

async function main(): Promise<number> {
  const moves = countFromEnv('BENCH_MOVES', 200);
  const warmup = countFromEnv('BENCH_WARMUP_MOVES', 10);
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent', schedulerEveryMs: 0, effectsOnlyWhenDrained: true });
  const http = loopbackClient(stack.url, 2);
  try {
    const began = performance.now();
    const template = await buildWorkflowTemplate(caller(http, await signIn(http, 'program.admin')));
    const staff = caller(http, await signIn(http, 'staff.one'));
    console.log(`Template built; starting ${warmup + moves} forms...`);
    const formIds = await startForms(staff, template.templateId, warmup + moves);
    console.log(`Measuring ${moves} saves and ${moves} submits (after ${warmup} of each as warm-up)...`);
    const { save, move, effects } = await measureMoves(staff, template, formIds, warmup, stack.drainEffects);
    console.log('Measuring the scheduler...');
    const scheduler = await measureScheduler();
    const moveTable = printMoves(save, move, effects);
    const schedulerTable = printScheduler(scheduler, formIds.length);
    const checks = {
      allTimersFired: scheduler.full.timersFired === formIds.length && scheduler.full.errors === 0,
      secondRunFiredNothing: scheduler.again.timersFired === 0 && scheduler.again.errors === 0,
    };
    console.log(`\n${moveTable.console}\n\n${schedulerTable.console}\n`);
    console.log(ratios(save, move, scheduler));
    console.log(`Check: the run at now + 2 days fired ${scheduler.full.timersFired} of ${formIds.length} timers, ${scheduler.full.errors} errors: ${checks.allTimersFired ? 'OK' : 'FAILED'}`);
    console.log(`Check: the second run at the same clock fired ${scheduler.again.timersFired}: ${checks.secondRunFiredNothing ? 'OK' : 'FAILED'}`);
    const context = `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores, load ${(loadavg()[0] ?? 0).toFixed(1)}`;
    console.log(`\nMarkdown (${context}, ${((performance.now() - began) / 1000).toFixed(0)} s):\n\n${moveTable.markdown}\n\n${schedulerTable.markdown}\n`);
    mkdirSync(join(resultFile, '..'), { recursive: true });
    writeFileSync(resultFile, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: loadavg()[0], moves, warmup, save, move, effects, scheduler, checks }, null, 2)}\n`);
    console.log(`Written to ${resultFile}`);
    return Object.values(checks).every(Boolean) ? 0 : 1;
  } finally {
    http.close();
    await stack.close();
  }
}

process.exitCode = await main();
