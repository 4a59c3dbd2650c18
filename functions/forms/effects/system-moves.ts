import type { FormRecord, TemplateRecord } from '../../data/entities';
import type { haltWorkflow, moveFormBySystem } from '../actions/system-move';

/**
 * What effects need to move forms themselves (an integration's callback, a sub-workflow's end, a child's start).
 * Those moves run arrival effects again, so the effects cannot import them (move → arrival → effect → move would
 * be an import cycle): the entry points wire them in once, through `system-moves-wiring.ts`.
 */
export interface SystemMoves {
  moveFormBySystem: typeof moveFormBySystem;
  haltWorkflow: typeof haltWorkflow;
  arriveAtStart: (form: FormRecord, template: TemplateRecord) => Promise<void>;
}

let wired: SystemMoves | undefined;

/** Called once by system-moves-wiring.ts. */
export function wireSystemMoves(moves: SystemMoves): void {
  wired = moves;
}

/** The wired system moves; fails fast, naming the fix, when the entry point did not load the wiring. */
export function systemMoves(): SystemMoves {
  if (!wired) throw new Error('System moves are not wired: the entry point must import functions/forms/effects/system-moves-wiring.');
  return wired;
}
