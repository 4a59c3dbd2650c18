import { randomUUID } from 'node:crypto';
import { addOutcomeInputSchema, maxOutcomesPerGroup, removeOutcomeInputSchema, updateOutcomeInputSchema } from '../../../schema/src/inputs/outcomes';
import type { Outcome } from '../../../schema/src/template/outcome-model';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editGroup } from '../group-edit';

/** The index of an outcome of the group, or BAD_USER_INPUT naming the field that asked for it. */
function indexOf(outcomes: Outcome[], outcomeId: string, field: string): number {
  const index = outcomes.findIndex((outcome) => outcome.id === outcomeId);
  if (index < 0) throw badUserInput(`The outcome group has no outcome ${outcomeId}.`, { field });
  return index;
}

/** addOutcome: inserts an outcome after another one (or last): one write of its group. */
export async function addOutcome(caller: Caller, args: { input?: unknown }) {
  const { outcome, afterOutcomeId, ...target } = parseInput(addOutcomeInputSchema, args.input);
  const added: Outcome = { ...outcome, id: outcome.id ?? randomUUID() };
  return editGroup(caller, target, ({ outcomes }) => {
    if (outcomes.some((existing) => existing.id === added.id)) throw badUserInput(`Outcome ${added.id} exists already.`, { field: 'outcome.id' });
    if (outcomes.length >= maxOutcomesPerGroup) throw badUserInput(`An outcome group holds at most ${maxOutcomesPerGroup} outcomes.`);
    const at = afterOutcomeId ? indexOf(outcomes, afterOutcomeId, 'afterOutcomeId') + 1 : outcomes.length;
    return { outcomes: [...outcomes.slice(0, at), added, ...outcomes.slice(at)] };
  });
}

/** updateOutcome: replaces an outcome's content, keeping its id and place: one write of its group. */
export async function updateOutcome(caller: Caller, args: { input?: unknown }) {
  const { outcome, outcomeId, ...target } = parseInput(updateOutcomeInputSchema, args.input);
  return editGroup(caller, target, ({ outcomes }) => {
    const at = indexOf(outcomes, outcomeId, 'outcomeId');
    return { outcomes: outcomes.map((existing, index) => (index === at ? { ...outcome, id: outcomeId } : existing)) };
  });
}

/** removeOutcome: one write of its group. */
export async function removeOutcome(caller: Caller, args: { input?: unknown }) {
  const { outcomeId, ...target } = parseInput(removeOutcomeInputSchema, args.input);
  return editGroup(caller, target, ({ outcomes }) => {
    indexOf(outcomes, outcomeId, 'outcomeId');
    return { outcomes: outcomes.filter((outcome) => outcome.id !== outcomeId) };
  });
}
