import { BoundedLru } from '../shared/bounded-lru';
import type { FormRecord } from './entities';

/**
 * What never changes about a form once it is started: its template version, template group, owner, campus,
 * program and workflow version. An owner's answer save takes them from here instead of reading the form, and
 * puts the owner and template into its write's condition, so the item itself confirms them.
 */
export interface FormFacts {
  id: string;
  templateId: string;
  templateGroupId: string;
  ownerId: string;
  campusCode: string;
  programId?: string;
  workflowVersionId?: string;
}

/** How many forms' facts a process keeps (about 300 bytes each: 10,000 forms is a few MB). */
const factsLimit = 10_000;
const known = new BoundedLru<string, FormFacts>(factsLimit);

/** The immutable facts of a form record. */
export function factsOf(form: FormRecord): FormFacts {
  return {
    id: form.id,
    templateId: form.templateId,
    templateGroupId: form.templateGroupId,
    ownerId: form.owner.userId,
    campusCode: form.campusCode,
    ...(form.programId ? { programId: form.programId } : {}),
    ...(form.workflowVersionId ? { workflowVersionId: form.workflowVersionId } : {}),
  };
}

/** Remembers the facts of a form just read (any read of a form item calls this). */
export function rememberFormFacts(form: FormRecord): void {
  if (!known.get(form.id)) known.set(form.id, factsOf(form));
}

/** The facts of a form this process has read before, or undefined (then read the form). */
export function knownFormFacts(formId: string): FormFacts | undefined {
  return known.get(formId);
}

/** Forgets a form's facts (its item was deleted: an id written again may belong to another form). */
export function forgetFormFacts(formId: string): void {
  known.delete(formId);
}
