import type { FormRecord, PersonRef, ReminderRecord } from '../../functions/data/entities';
import type { Template } from '../../schema/src/template/model';
import { newFormRecord } from '../../functions/forms/new-form';
import { labSafetyInspection } from '../seed/templates/lab-safety-inspection';
import { demoUsers } from '../seed/demo-people';

/**
 * What bench:scale seeds, in one place: who owns the forms, where the template groups live, and how each
 * seeded record is named. Pure builders: the seeder (scale-seed.ts) writes what these return.
 */
export const scaleScenario = {
  /** The staff persona who owns every seeded form and action item. */
  ownerUsername: 'staff.one',
  /** The program administrator who lists the forms' template group. */
  programAdminUsername: 'program.admin',
  campusCode: '01',
  programId: 'prog-01-lab-safety',
} as const;

const ownerUser = demoUsers.find((user) => user.username === scaleScenario.ownerUsername);
if (!ownerUser) throw new Error(`bench:scale: the demo data has no ${scaleScenario.ownerUsername}.`);

/** The owner as a form names them: what startForm takes from the signed-in caller (personOf). */
export const scaleOwner: PersonRef = {
  userId: ownerUser.userId,
  firstName: ownerUser.firstName,
  lastName: ownerUser.lastName,
  email: ownerUser.email,
  campusCode: ownerUser.campusCode,
};

/** The id of the n-th seeded template group (0 is the one every seeded form belongs to). */
export const scaleGroupId = (index: number) => `tg-scale-bench-${String(index).padStart(4, '0')}`;

/** The template group that holds every seeded form. */
export const scaleFormsGroupId = scaleGroupId(0);

/**
 * The published template of the n-th seeded group: the demo's laboratory inspection (its size, its questions,
 * its program) under the group's own ids, so every group is a real, startable template of campus 01.
 */
export function scaleTemplate(index: number, now: string): Template {
  const base = labSafetyInspection(now);
  const groupId = scaleGroupId(index);
  return { ...base, id: `tpl-${groupId.slice('tg-'.length)}-v1`, groupId, name: `${base.name} ${index}`, programId: scaleScenario.programId };
}

const minuteMs = 60_000;

/** A moment `minutes` before `now`, as the ISO string the store keeps. */
export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * minuteMs).toISOString();

/**
 * The n-th seeded form, as a start stores it (newFormRecord, as createFormFromTemplate): the group's next auto
 * id, the template's name and place, the status a template without workflow starts in. Older as n grows (one a
 * minute), so a grown store keeps its newest forms.
 */
export function scaleFormRecord(template: Template, index: number, now: Date): FormRecord {
  const autoId = template.autoIdPrefix ? `${template.autoIdPrefix}-${String(index + 1).padStart(6, '0')}` : undefined;
  return newFormRecord({ template, owner: scaleOwner, now: minutesBefore(now, index + 1), id: `scale-form-${String(index).padStart(6, '0')}`, autoId });
}

/** The n-th seeded open action item of the owner, pointing at the n-th seeded form. */
export function scaleReminderRecord(index: number, now: Date): ReminderRecord {
  return {
    id: `scale-reminder-${String(index).padStart(6, '0')}`,
    userId: scaleOwner.userId,
    title: `Review inspection ${index + 1}`,
    description: 'Seeded by bench:scale.',
    link: `/form/scale-form-${String(index).padStart(6, '0')}`,
    createdDate: minutesBefore(now, index + 1),
  };
}
