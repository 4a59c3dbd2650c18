import { unrestrictedElements, type ElementAccess } from '../../../schema/src/forms/element-access';
import type { Question } from '../../../schema/src/template/model';
import type { TemplateRecord } from '../../data/entities';
import { knownFormFacts, type FormFacts } from '../../data/form-facts';
import type { AnswerGuard } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { loadWorkflow } from '../workflow-runtime';
import { mayAssignRoles } from './document-roles';
import { mayGrantProgramRoles } from './program-roles';
import { ownerUpdateStatuses, type Clock } from './owner-grants';
import { templateIndexOf } from './writable-form';

/**
 * The owner's save without reading the form: the facts the process already knows (owner, template), the
 * template from the process cache and the template group's owner grants from a short cache. The write then
 * carries the authorization in its condition ({@link AnswerGuard}): owner is the caller, status one the owner
 * may update in and not a final workflow state, template as known. That is the rule assertCanWriteForm enforces
 * for an owner (`owner and owner_can_update from template`, and not finished).
 */
export interface OwnerFastPath {
  facts: FormFacts;
  template: TemplateRecord;
  /** The statuses the owner may write in, before the question is known (see {@link ownerGuardFor}). */
  statuses: readonly string[];
}

// Published template versions never change and are cached by the process: work out each one's open elements once.
const openElements = new WeakMap<TemplateRecord, ElementAccess>();

function openElementsOf(template: TemplateRecord): ElementAccess {
  let access = openElements.get(template);
  if (!access) {
    access = unrestrictedElements(templateIndexOf(template));
    openElements.set(template, access);
  }
  return access;
}

/** Statuses minus the final states of the form's workflow (a finished form is a record nobody changes). */
async function withoutFinalStates(facts: FormFacts, statuses: readonly string[]): Promise<readonly string[]> {
  if (!facts.workflowVersionId) return statuses;
  const { compiled } = await loadWorkflow(facts.workflowVersionId);
  return statuses.filter((status) => !compiled.isFinal(status));
}

/**
 * The fast path for the caller's save on this form, when the process knows the form and the caller owns it;
 * undefined otherwise (the full check decides). Reads nothing when the caches are warm.
 */
export async function ownerFastPath(caller: Caller, formId: string, clock: Clock): Promise<OwnerFastPath | undefined> {
  const facts = knownFormFacts(formId);
  if (!facts || facts.ownerId !== caller.userId) return undefined;
  const template = await findTemplate(facts.templateId);
  if (!template) return undefined;
  const statuses = await withoutFinalStates(facts, await ownerUpdateStatuses(facts.templateGroupId, clock));
  return statuses.length ? { facts, template, statuses } : undefined;
}

/**
 * The write's guard for one question, or undefined when that question needs the full check: one inside a page
 * or section with permissions (who holds which role is not in the condition), or one whose answers give
 * document or program roles (its previous answer decides which roles to take back).
 */
export function ownerGuardFor(path: OwnerFastPath, question: Question): AnswerGuard | undefined {
  if (!openElementsOf(path.template).canUpdate(question.id) || mayAssignRoles(question) || mayGrantProgramRoles(question)) return undefined;
  return { ownerId: path.facts.ownerId, statuses: path.statuses, templateId: path.facts.templateId };
}
