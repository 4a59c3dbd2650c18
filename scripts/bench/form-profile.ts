/**
 * `npm run bench:form:profile`: where the 1,000-question form's time to interactive goes, ours and SurveyJS's.
 * Loads each once in Chromium with the CDP CPU profiler running from navigation to the first field accepting
 * focus, and prints the self time by library (React, emotion, MUI, the app, SurveyJS) and the costliest
 * functions. A tool for looking, not a benchmark: profiling slows everything down by about the same factor.
 */
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { signIn } from './api-workload';
import { productDialect, surveyDialect, type PageDialect } from './form-measure';
import { bigShape } from './form-shape';
import { serveSurveyPage } from './form-surveyjs';
import { buildTemplate, caller, startForm } from './form-templates';
import { loopbackClient } from './loopback-http';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
const { startLocalStack } = await import('../harness/local-stack');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// Which library a bundled function belongs to cannot be read from a minified name: the source map would say, but
// the chunk names Vite gives (react-dom, mui...) are enough for a first look; the rest is "app".
function libraryOf(url: string): string {
  const file = url.split('/').pop() ?? '';
  if (!file) return '(browser)';
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, at) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[at] ?? 0) / 1000));
  const byLibrary = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    const library = libraryOf(frame.url) || frame.functionName;
    byLibrary.set(library, (byLibrary.get(library) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${libraryOf(frame.url)}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return [...top(byLibrary, 12), '  --- functions ---', ...top(byFunction, 20)].join('\n');
}

async function profileLoad(page: Page, url: string, dialect: PageDialect): Promise<string> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  const field = dialect.field;
  await page.addInitScript({ content: `window.__field = ${field};` });
  await session.send('Profiler.start');
  await page.goto(url);
  await page.waitForFunction(() => {
    const input = (globalThis as unknown as { __field: (title: string) => { focus(): void } | null }).__field('Question 1.1');
    return !!input;
  }, null, { timeout: 120_000, polling: 'raf' });
  const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
  return summarize(profile);
}

const stack = await startLocalStack({ port: 0, webRoot: join(import.meta.dirname, '..', '..', 'dist', 'web') });
const surveyPage = await serveSurveyPage();
const http = loopbackClient(stack.url, 1);
const call = caller(http, await signIn(http, 'program.admin'));
const templateId = await buildTemplate(call, bigShape);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${stack.url}/login`);
await page.getByLabel('Username').fill('program.admin');
await page.getByLabel('Password').fill('demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((address) => !address.pathname.startsWith('/login'));
console.log(`Ours, 1,000 questions, self time by chunk then by function:\n${await profileLoad(page, `${stack.url}/form/${await startForm(call, templateId)}`, productDialect)}\n`);
const other = await browser.newPage({ viewport: { width: 1280, height: 900 } });
console.log(`SurveyJS, 1,000 questions:\n${await profileLoad(other, surveyPage.url('big'), surveyDialect)}`);
await browser.close();
http.close();
await surveyPage.close();
await stack.close();
