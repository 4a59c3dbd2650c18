/**
 * `npm run bench:form`: filling in a big form in Chromium, against SurveyJS in the same run. Starts the local
 * stack in memory serving the built web app (dist/web) and builds through the API a template of 1,000
 * questions and 300 conditions on one page (40 sections x 25 questions; in each section an option question
 * that 7 or 8 of the others depend on) and one of 10 questions; publishes both. Serves SurveyJS (survey-core and
 * survey-react-ui from npm, bundled for production) rendering the same two shapes. Then, in the same Chromium,
 * loads each form several times on each side (the small form 9 times, the big one 3), alternating, and measures
 * time to interactive, keystroke latency and toggle latency (form-measure.ts). Prints both and the ratios
 * ours / SurveyJS: the ratios are the result, absolute times depend on the machine's load. See docs/performance.md.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { signIn } from './api-workload';
import { signInAndSettle } from './browser-sign-in';
import { buildTemplate, caller, startForm, type Call } from './form-templates';
import { figuresOf, measureLoad, productDialect, surveyDialect, type FormFigures, type LoadMeasure } from './form-measure';
import { bigShape, conditionCount, smallShape } from './form-shape';
import { serveSurveyPage } from './form-surveyjs';
import { loopbackClient } from './loopback-http';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { startLocalStack } = await import('../harness/local-stack');

const webRoot = join(import.meta.dirname, '..', '..', 'dist', 'web');
const keystrokes = 60;
const toggles = 16;
// Loads per form and side. A single load of the 10-question form swings by about 100 ms here against a median of
// about 300 ms, so 3 loads decided its figure by chance; its loads are cheap, the big form's are not.
const runsOf = { small: 9, big: 3 } as const;

/** One load of our form page: signed in as a person would, then a fresh form of the template. */
async function loadProduct(browser: Browser, appUrl: string, call: Call, templateId: string): Promise<LoadMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAndSettle(page, appUrl);
  const measured = await measureLoad(page, `${appUrl}/form/${await startForm(call, templateId)}`, productDialect, keystrokes, toggles);
  await context.close();
  return measured;
}

async function loadSurvey(browser: Browser, url: string): Promise<LoadMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const measured = await measureLoad(await context.newPage(), url, surveyDialect, keystrokes, toggles);
  await context.close();
  return measured;
}

type Row = { form: string; ours: FormFigures; survey: FormFigures };

function printTable(rows: readonly Row[]) {
  const ms = (value: number) => value.toFixed(1);
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  const measures: Array<[string, (figures: FormFigures) => number]> = [
    ['to interactive ms', (f) => f.ttiMs],
    ['toggle to paint p50 ms', (f) => f.toggleP50],
    ['toggle to paint p95 ms', (f) => f.toggleP95],
    ['keystroke to paint p50 ms', (f) => f.keyP50],
    ['keystroke to paint p95 ms', (f) => f.keyP95],
  ];
  console.log('| form | measure | ours | SurveyJS | ours / SurveyJS |\n| --- | --- | ---: | ---: | ---: |');
  for (const row of rows) {
    for (const [name, pick] of measures) console.log(`| ${row.form} | ${name} | ${ms(pick(row.ours))} | ${ms(pick(row.survey))} | ${ratio(pick(row.ours), pick(row.survey))} |`);
  }
}

async function main() {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error(`No web build at ${webRoot}: run npm run build:web (or npm start) first.`);
  const stack = await startLocalStack({ port: 0, webRoot });
  const surveyPage = await serveSurveyPage();
  const http = loopbackClient(stack.url, 1);
  const call = caller(http, await signIn(http, 'program.admin'));
  const started = performance.now();
  const templates = { big: await buildTemplate(call, bigShape), small: await buildTemplate(call, smallShape) };
  const buildSeconds = (performance.now() - started) / 1000;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Row[] = [];
  for (const [form, shape] of [['small', smallShape], ['big', bigShape]] as const) {
    const ours: LoadMeasure[] = [];
    const survey: LoadMeasure[] = [];
    // Alternating, so a change in the machine's load falls on both sides alike.
    for (let run = 0; run < runsOf[form]; run += 1) {
      ours.push(await loadProduct(browser, stack.url, call, templates[form]));
      survey.push(await loadSurvey(browser, surveyPage.url(form)));
    }
    rows.push({ form: `${shape.sections * shape.questionsPerSection} questions, ${conditionCount(shape)} conditions`, ours: figuresOf(ours), survey: figuresOf(survey) });
  }
  await browser.close();
  http.close();
  await surveyPage.close();
  await stack.close();

  console.log(`Built and published both templates through the API in ${buildSeconds.toFixed(1)} s; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}.`);
  for (const form of ['small', 'big'] as const) {
    const runs = runsOf[form];
    console.log(`The ${form} form, per side: median time to interactive of ${runs} page loads; percentiles over ${runs * keystrokes} keystrokes and ${runs * toggles} toggles.`);
  }
  console.log('');
  printTable(rows);
}

await main();
