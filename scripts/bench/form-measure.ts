import type { Page } from '@playwright/test';
import { percentile } from './latency';

/*
 * How `bench:form` measures one page load, the same way for our form page and for SurveyJS: time to interactive
 * (navigation start to the first question's field accepting focus), keystroke latency (keydown to the next
 * paint) and toggle latency (a click on the option that shows or hides the section's dependent questions, to
 * the first paint that shows them shown or hidden).
 */

/** Where each product puts a question's title and field: the page script finds them by the question's title. */
export interface PageDialect {
  /** A JS function expression `(title) => HTMLElement | null`: the question's answer field. */
  field: string;
  /** A JS function expression `(title) => boolean`: whether the question is on the page. */
  shown: string;
  /** The ARIA role of the option question's group ("group" for a fieldset, "radiogroup"). */
  gateRole: 'group' | 'radiogroup';
}

/** Our form page: a question's title is the `<label>` of its field. */
export const productDialect: PageDialect = {
  field: `(title) => { const label = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === title); return label && label.htmlFor ? document.getElementById(label.htmlFor) : null; }`,
  shown: `(title) => Array.from(document.querySelectorAll('label')).some((l) => l.textContent === title)`,
  gateRole: 'group',
};

/** SurveyJS: a question's title is an element its field names with `aria-labelledby`. */
export const surveyDialect: PageDialect = {
  field: `(title) => { const t = Array.from(document.querySelectorAll('.sd-question__title')).find((e) => e.textContent === title); return t ? document.querySelector('[aria-labelledby="' + t.id + '"]') : null; }`,
  shown: `(title) => Array.from(document.querySelectorAll('.sd-question__title')).some((e) => e.textContent === title)`,
  gateRole: 'radiogroup',
};

/** The page script, run before any of the page's own: a string, so no bundler helpers leak into it. */
function instrument(dialect: PageDialect): string {
  return `(() => {
  const field = ${dialect.field};
  const shown = ${dialect.shown};
  const state = { interactiveAt: -1, keys: [], toggles: [], armed: false };
  state.focusFirst = () => field('Question 1.1')?.focus();
  state.firstValue = () => field('Question 1.1')?.value;
  window.__bench = state;
  const poll = () => {
    const input = field('Question 1.1');
    if (input && !input.disabled && !input.readOnly && (input.focus(), document.activeElement === input)) state.interactiveAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  // An event to the next paint: rAF runs before the frame is painted, a message posted from it runs after.
  const toPaint = (event, done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now() - event.timeStamp);
    channel.port2.postMessage(null);
  });
  // A click on the gate to the first paint that shows its dependents flipped (a product may paint before it
  // has applied the change: that paint does not count).
  const toFlippedPaint = (event, wantShown) => {
    const frame = () => {
      if (shown('Question 1.3') !== wantShown && performance.now() - event.timeStamp < 10000) return requestAnimationFrame(frame);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => state.toggles.push({ ms: performance.now() - event.timeStamp, flipped: shown('Question 1.3') === wantShown });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener('keydown', (event) => toPaint(event, (ms) => state.keys.push(ms)), true);
  document.addEventListener('click', (event) => {
    if (!state.armed) return;
    const wantShown = state.armed === 'show';
    state.armed = false;
    toFlippedPaint(event, wantShown);
  }, true);
})();`;
}

/** What one page load measured. */
export interface LoadMeasure {
  ttiMs: number;
  keyMs: number[];
  toggleMs: number[];
}

interface BenchState {
  interactiveAt: number;
  keys: number[];
  toggles: Array<{ ms: number; flipped: boolean }>;
  /** Set before a click on the gate: whether it should show or hide the dependents. */
  armed: 'show' | 'hide' | false;
  focusFirst(): void;
  firstValue(): string | undefined;
}

/** Loads `url` in `page` and measures it: `keystrokes` keys typed into the first question, `toggles` clicks on the gate. */
export async function measureLoad(page: Page, url: string, dialect: PageDialect, keystrokes: number, toggles: number): Promise<LoadMeasure> {
  await page.addInitScript({ content: instrument(dialect) });
  await page.goto(url);
  await page.waitForFunction(() => (globalThis as unknown as { __bench: BenchState }).__bench.interactiveAt >= 0, null, { timeout: 60_000 });
  const ttiMs = await page.evaluate(() => (globalThis as unknown as { __bench: BenchState }).__bench.interactiveAt);
  await page.evaluate(() => (globalThis as unknown as { __bench: BenchState }).__bench.focusFirst());
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(3).slice(0, keystrokes);
  for (let index = 0; index < text.length; index += 1) {
    await page.keyboard.press(text[index] === ' ' ? 'Space' : text[index]!);
    await page.waitForFunction((count) => (globalThis as unknown as { __bench: BenchState }).__bench.keys.length >= count, index + 1);
  }
  const typed = await page.evaluate(() => (globalThis as unknown as { __bench: BenchState }).__bench.firstValue());
  if (typed !== text) throw new Error(`${url}: the typed text did not arrive in the first question.`);
  const gate = page.getByRole(dialect.gateRole, { name: 'Question 1.2' });
  for (let index = 0; index < toggles; index += 1) {
    const yes = index % 2 === 0;
    await page.evaluate((want) => {
      (globalThis as unknown as { __bench: BenchState }).__bench.armed = want;
    }, (yes ? 'show' : 'hide') as BenchState['armed']);
    await gate.getByText(yes ? 'Yes' : 'No', { exact: true }).click();
    await page.waitForFunction((count) => (globalThis as unknown as { __bench: BenchState }).__bench.toggles.length >= count, index + 1);
    // Let the answer's save (ours) settle before the next click, as a person would.
    await page.waitForTimeout(250);
  }
  const state = await page.evaluate(() => {
    const { keys, toggles: clicks } = (globalThis as unknown as { __bench: BenchState }).__bench;
    return { keys, toggles: clicks };
  });
  if (state.toggles.some((toggle) => !toggle.flipped)) throw new Error(`${url}: a toggle did not show or hide its dependent questions within 10 s.`);
  return { ttiMs, keyMs: state.keys, toggleMs: state.toggles.map((toggle) => toggle.ms) };
}

/** The figures of several loads of one form: medians of the TTIs, percentiles over every keystroke and toggle. */
export interface FormFigures {
  ttiMs: number;
  keyP50: number;
  keyP95: number;
  toggleP50: number;
  toggleP95: number;
}

/** Sums up the loads of one form. */
export function figuresOf(loads: readonly LoadMeasure[]): FormFigures {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const keys = sorted(loads.flatMap((load) => load.keyMs));
  const toggles = sorted(loads.flatMap((load) => load.toggleMs));
  return {
    ttiMs: percentile(sorted(loads.map((load) => load.ttiMs)), 50),
    keyP50: percentile(keys, 50),
    keyP95: percentile(keys, 95),
    toggleP50: percentile(toggles, 50),
    toggleP95: percentile(toggles, 95),
  };
}
