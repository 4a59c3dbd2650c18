import type { Counts } from './form-contribution';

/** A metric aggregate read back: the counts of its attributes, by kind. */
export interface AggregateView {
  forms: number;
  workflowErrors: number;
  byStatus: Map<string, number>;
  startedByWeek: Map<string, number>;
  startedByMonth: Map<string, number>;
  stays: Map<string, { ms: number; samples: number }>;
  /** Workflow version id -> status -> forms (forms without a workflow are not in it). */
  byVersionStatus: Map<string, Map<string, number>>;
  /** Question id -> option (id, `true` or `false`) -> forms. */
  answers: Map<string, Map<string, number>>;
  /** Outcome group id -> risk level id (RISK groups) or outcome id -> forms. */
  outcomes: Map<string, Map<string, number>>;
}

/** Splits `kind:rest` once. */
function split(key: string): [string, string] | undefined {
  const at = key.indexOf(':');
  return at < 0 ? undefined : [key.slice(0, at), key.slice(at + 1)];
}

/** Sets `rest`'s count in a two-level map: ids before the first colon (question, workflow version) carry none. */
function nestedOf(into: Map<string, Map<string, number>>, rest: string, count: number) {
  const parts = split(rest);
  if (!parts) return;
  const inner = into.get(parts[0]) ?? new Map<string, number>();
  inner.set(parts[1], count);
  into.set(parts[0], inner);
}

function stayOf(view: AggregateView, status: string, part: 'ms' | 'samples', count: number) {
  const stay = view.stays.get(status) ?? { ms: 0, samples: 0 };
  stay[part] = count;
  view.stays.set(status, stay);
}

/**
 * Reads an aggregate item's counts (attribute name -> number). A count below zero (a delete counted twice by a
 * crash and a repair) reads as 0; zero counts are left out, as if never written.
 */
export function aggregateView(counts: Counts): AggregateView {
  const view: AggregateView = { forms: 0, workflowErrors: 0, byStatus: new Map(), byVersionStatus: new Map(), startedByWeek: new Map(), startedByMonth: new Map(), stays: new Map(), answers: new Map(), outcomes: new Map() };
  for (const [key, raw] of Object.entries(counts)) {
    const count = Math.max(0, Number(raw) || 0);
    if (key === 'forms') view.forms = count;
    if (key === 'errors') view.workflowErrors = count;
    const parts = split(key);
    if (!parts || count === 0) continue;
    const [kind, rest] = parts;
    if (kind === 's') view.byStatus.set(rest, count);
    if (kind === 'w') view.startedByWeek.set(rest, count);
    if (kind === 'm') view.startedByMonth.set(rest, count);
    if (kind === 'd') stayOf(view, rest, 'ms', count);
    if (kind === 'n') stayOf(view, rest, 'samples', count);
    if (kind === 'v') nestedOf(view.byVersionStatus, rest, count);
    if (kind === 'a') nestedOf(view.answers, rest, count);
    if (kind === 'o') nestedOf(view.outcomes, rest, count);
  }
  return view;
}
