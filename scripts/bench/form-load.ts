/**
 * `npm run bench:form:load`: the 10-question form's time to interactive for two or more builds of the web app and
 * SurveyJS, loads interleaved in one run (build A, build B, SurveyJS, build A ...), so the machine's load falls on
 * every side alike. Each build is served by its own front (web-front.ts) on one local stack in memory. Prints the
 * median per side, its ratio to SurveyJS and to the first build, and with `FORM_LOAD_TIMELINE=1` each load's
 * timeline: when the session refresh and each GraphQL operation left and were answered, how many script files
 * the page had fetched by then, and when the first question took focus.
 *
 *   FORM_LOAD_BUILDS=before=/tmp/main-web,after=dist/web FORM_LOAD_RUNS=7 npm run bench:form:load
 *
 * FORM_LOAD_BUILDS defaults to `this=dist/web`. See docs/performance.md ("form13").
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { signIn } from './api-workload';
import { signInAndSettle } from './browser-sign-in';
import { measureLoad, productDialect, surveyDialect, type PageDialect } from './form-measure';
import { smallShape } from './form-shape';
import { serveSurveyPage } from './form-surveyjs';
import { buildTemplate, caller, startForm } from './form-templates';
import { percentile } from './latency';
import { loopbackClient } from './loopback-http';
import { serveWebFront } from './web-front';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalStack } = await import('../harness/local-stack');

const runs = Number(process.env.FORM_LOAD_RUNS ?? 7);
// 1: the operations of each load; files: its script files too.
const showTimeline = process.env.FORM_LOAD_TIMELINE ?? '';
const builds = (process.env.FORM_LOAD_BUILDS ?? 'this=dist/web').split(',').map((pair) => {
  const [name, folder] = pair.split('=');
  if (!name || !folder) throw new Error(`FORM_LOAD_BUILDS: "${pair}" is not name=folder`);
  return { name, webRoot: resolve(folder) };
});

interface Sent {
  operation: string;
  startMs: number;
  endMs: number;
}

/** Every GraphQL operation and auth call the page sent, in navigation-start time (the page's own clock). */
async function timelineOf(page: Page, operations: string[]): Promise<{ sent: Sent[]; scriptsBeforeInteractive: number; files: Sent[] }> {
  return page.evaluate((names) => {
    const interactiveAt = (globalThis as unknown as { __bench: { interactiveAt: number } }).__bench.interactiveAt;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // In the order they were sent (the buffer holds them as they were answered), as Playwright saw them leave.
    const calls = entries.filter((entry) => /graphql|\/auth\//.test(entry.name)).sort((a, b) => a.startTime - b.startTime);
    let named = 0;
    const sent = calls.map((entry) => ({
      operation: /graphql/.test(entry.name) ? (names[named++] ?? '?') : new URL(entry.name).pathname,
      startMs: entry.startTime,
      endMs: entry.responseEnd,
    }));
    const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
    const scriptsBeforeInteractive = scripts.filter((entry) => entry.responseEnd <= interactiveAt).length;
    const files = scripts.map((entry) => ({ operation: new URL(entry.name).pathname.replace('/assets/', ''), startMs: entry.startTime, endMs: entry.responseEnd }));
    return { sent, scriptsBeforeInteractive, files };
  }, operations);
}

async function loadOurs(browser: Browser, url: string, formId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAndSettle(page, url);
  const operations: string[] = [];
  // Only the form page's own: the home page may still be sending when the form's address is opened.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) operations.length = 0;
  });
  page.on('request', (request) => {
    if (!/graphql/.test(request.url())) return;
    operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });
  const measured = await measureLoad(page, `${url}/form/${formId}`, productDialect, 1, 0);
  const timeline = await timelineOf(page, operations);
  await context.close();
  return { ttiMs: measured.ttiMs, ...timeline };
}

async function loadSurvey(browser: Browser, url: string, dialect: PageDialect) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const measured = await measureLoad(await context.newPage(), url, dialect, 1, 0);
  await context.close();
  return measured.ttiMs;
}

const stack = await startLocalStack({ port: 0, webRoot: builds[0]!.webRoot });
const fronts = await Promise.all(builds.map((build) => serveWebFront(build.webRoot, stack.url)));
const surveyPage = await serveSurveyPage();
const http = loopbackClient(stack.url, 1);
const call = caller(http, await signIn(http, 'program.admin'));
const templateId = await buildTemplate(call, smallShape);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const times = new Map<string, number[]>([...builds.map((build) => [build.name, []] as [string, number[]]), ['SurveyJS', []]]);
const loads = [];
for (let run = 0; run < runs; run += 1) {
  for (const [index, build] of builds.entries()) {
    const load = await loadOurs(browser, fronts[index]!.url, await startForm(call, templateId));
    times.get(build.name)!.push(load.ttiMs);
    loads.push({ build: build.name, run, ...load });
  }
  times.get('SurveyJS')!.push(await loadSurvey(browser, surveyPage.url('small'), surveyDialect));
}
await browser.close();
http.close();
await surveyPage.close();
await Promise.all(fronts.map((front) => front.close()));
await stack.close();

if (showTimeline) {
  for (const load of loads) {
    console.log(`\n${load.build} #${load.run + 1}: interactive at ${load.ttiMs.toFixed(0)} ms, ${load.scriptsBeforeInteractive} script files fetched before it`);
    const listed = showTimeline === 'files' ? [...load.sent, ...load.files].sort((a, b) => a.startMs - b.startMs) : load.sent;
    for (const sent of listed) console.log(`  ${sent.startMs.toFixed(0).padStart(5)} -> ${sent.endMs.toFixed(0).padStart(5)}  ${sent.operation}`);
  }
}
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const survey = median(times.get('SurveyJS')!);
const first = median(times.get(builds[0]!.name)!);
console.log(`\n${runs} loads per side, interleaved; load average ${loadavg()[0]!.toFixed(2)} at the end.\n`);
console.log(`| 10 questions, 3 conditions, to interactive | median ms | / SurveyJS | / ${builds[0]!.name} |\n| --- | ---: | ---: | ---: |`);
for (const [name, values] of times) console.log(`| ${name} | ${median(values).toFixed(1)} | ${(median(values) / survey).toFixed(2)} | ${(median(values) / first).toFixed(2)} |`);
