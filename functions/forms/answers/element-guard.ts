import {
  elementAccessOf,
  elementRolesNamedBy,
  ownerRoleId,
  type ElementAccess,
  type ElementViewer,
} from '../../../schema/src/forms/element-access';
import { allowedEach } from '../../authz/checks';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { findTemplate } from '../../data/templates-repository';
import { forbidden, notFound } from '../../shared/errors';
import { formFacts, formRoleObject } from '../document-role-tuples';
import { templateIndexOf } from './writable-form';

// Published template versions never change and are cached by the process: list each one's roles once.
const namedRoles = new WeakMap<TemplateRecord, string[]>();

function rolesNamedBy(template: TemplateRecord): string[] {
  let named = namedRoles.get(template);
  if (!named) {
    named = elementRolesNamedBy(template);
    namedRoles.set(template, named);
  }
  return named;
}

/**
 * Who the caller is to a form's page and section permissions: the named roles they hold (a platform role, or
 * this form's document role of that id), the owner role, and whether they administer the form's program or
 * campus. A template whose pages and sections name no role costs no check.
 */
export async function elementViewerOf(caller: Caller, form: FormRecord, template: TemplateRecord): Promise<ElementViewer> {
  const isOwner = form.owner.userId === caller.userId;
  const owned = isOwner ? [ownerRoleId] : [];
  const everyNamed = rolesNamedBy(template);
  if (everyNamed.length === 0) return { status: form.status, roleIds: owned, allElements: false };
  const named = everyNamed.filter((roleId) => roleId !== ownerRoleId);
  // The form's document roles come from its item (facts), the platform roles from the process's shared cache.
  const facts = formFacts(form, named);
  const memberships = named.flatMap((roleId) => [{ object: `role:${roleId}` }, { object: formRoleObject(form.id, roleId), facts }]);
  const admins = [{ object: `campus:${form.campusCode}` }, ...(form.programId ? [{ object: `program:${form.programId}` }] : [])];
  const [members, administers] = await Promise.all([
    memberships.length ? allowedEach(caller, 'member', memberships) : Promise.resolve([]),
    allowedEach(caller, 'admin', admins),
  ]);
  const held = named.filter((_, index) => members[2 * index] || members[2 * index + 1]);
  return { status: form.status, roleIds: [...owned, ...held], allElements: administers.some(Boolean) };
}

/** What the caller may see and change of the form's pages, sections and questions. */
export async function elementAccessFor(caller: Caller, form: FormRecord, template: TemplateRecord): Promise<ElementAccess> {
  return elementAccessOf(templateIndexOf(template), await elementViewerOf(caller, form, template));
}

/** The answers of elements the access lets the caller see. */
export function visibleResponses(access: ElementAccess, responses: ResponseRecord[]): ResponseRecord[] {
  return responses.filter((response) => access.canView(response.questionId) && (!response.parentId || access.canView(response.parentId)));
}

/** The answers of elements the caller may see (the others are left out of every read). */
export async function visibleResponsesFor(caller: Caller, form: FormRecord, template: TemplateRecord, responses: ResponseRecord[]): Promise<ResponseRecord[]> {
  return visibleResponses(await elementAccessFor(caller, form, template), responses);
}

/**
 * Refuses with FORBIDDEN signed addresses for images of questions the caller may not see (keys of this form
 * start with its image prefix: forms/<formId>/<questionId>/).
 */
export async function assertCanViewImages(caller: Caller, form: FormRecord, keys: readonly string[]): Promise<void> {
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  const access = await elementAccessFor(caller, form, template);
  const hidden = keys.find((key) => !access.canView(key.split('/')[2] ?? ''));
  if (hidden) throw forbidden(`You may not see image ${hidden} in this form's status.`);
}

/** Refuses with FORBIDDEN, before anything is written, a change to an element the caller may not update now. */
export async function assertCanUpdateElement(caller: Caller, form: FormRecord, template: TemplateRecord, elementId: string): Promise<void> {
  const access = await elementAccessFor(caller, form, template);
  if (!access.canUpdate(elementId)) throw forbidden(`You may not change ${elementId} in this form's status.`);
}
