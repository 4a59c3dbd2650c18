import { isAllowed } from '../../authz/checks';
import type { FormRecord, TemplateGroupRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';

/** The one object whose administrators may view every form of a group: its program, or its campus without one. */
const administeredObjectOf = (group: Pick<TemplateGroupRecord, 'programId' | 'campusCode'>) =>
  group.programId ? `program:${group.programId}` : `campus:${group.campusCode}`;

/**
 * Whether the caller may view every form of the group with one check: the model lets a form's program admins
 * and campus admins (and everyone above them) update, so view, it in any status. Other callers' forms are
 * checked one by one.
 */
export function seesWholeGroup(caller: Caller, group: Pick<TemplateGroupRecord, 'programId' | 'campusCode'>): Promise<boolean> {
  return isAllowed(caller, 'admin', administeredObjectOf(group));
}

/**
 * Whether the group-wide answer covers this form: it sits in the group's program (or, for a group without one, in
 * its campus with no program). A form placed anywhere else is checked on its own, so a group whose forms ever
 * disagree with it fails closed rather than listing a form by its group's admin.
 */
export function coveredByGroupAdmin(group: Pick<TemplateGroupRecord, 'programId' | 'campusCode'>, form: Pick<FormRecord, 'programId' | 'campusCode'>): boolean {
  return group.programId ? form.programId === group.programId : !form.programId && form.campusCode === group.campusCode;
}
