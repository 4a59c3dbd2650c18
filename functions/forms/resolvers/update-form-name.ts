import { updateFormNameInputSchema } from '../../../schema/src/inputs/forms';
import { renameForm } from '../../data/forms-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { writableForm } from '../answers/writable-form';

/** Renames a form the caller may change, when its template lets forms be renamed. */
export async function updateFormName(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(updateFormNameInputSchema, args.input);
  const { form, template } = await writableForm(caller, input.formId);
  if (!template.renameableForms) throw badUserInput('Forms of this template cannot be renamed.');
  const renamed = await renameForm(form, input.name, new Date().toISOString());
  return { id: renamed.id, name: renamed.name, lastSaved: renamed.updatedAt };
}
