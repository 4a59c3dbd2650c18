import { randomUUID } from 'node:crypto';
import { autoIdOf, autoIdPrefixOf } from '../../schema/src/forms/auto-id';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { FormRecord, PersonRef, TemplateRecord } from '../data/entities';
import { newFormEffects } from '../data/form-effects-repository';
import { createForm, nextSequenceNumber } from '../data/forms-repository';
import { authorization } from '../authz/service';
import { formTuples } from './form-access';
import { metrics } from './telemetry';
import { effectsOfArrival } from './effects/plan-effects';
import { scheduleStayTimers } from './effects/timer-effects';
import { startingPoint, workflowOfForm } from './workflow-runtime';

/** The status a new form starts in when its template has no workflow. */
export const initialFormStatus = 'draft';

/** The next auto id of a template group's forms (PREFIX-000042; the name's initials without a prefix). */
export async function nextAutoId(template: TemplateRecord): Promise<string> {
  return autoIdOf(autoIdPrefixOf(template), await nextSequenceNumber(`autoId#${template.groupId}`));
}

/** Who owns a new form, under which parent (if any), and when it starts; `id` when the caller names it (a sub-workflow's child). */
export interface NewForm {
  template: TemplateRecord;
  owner: PersonRef;
  parentFormId?: string;
  now: string;
  id?: string;
}

/**
 * A new form with the effects of its arrival in its starting state, to be stored in one write with them (the
 * caller announces them once the form is stored and linked); the starting stay's timers are put first.
 */
export async function withStartEffects(form: FormRecord): Promise<FormRecord> {
  const workflow = await workflowOfForm(form);
  if (workflow) await scheduleStayTimers({ workflow, form });
  const effects = workflow ? effectsOfArrival({ workflow, form, edgeIds: [], now: form.createdDate }) : [];
  return { ...form, ...newFormEffects(effects, form.createdDate) };
}

/** The effects a new form was stored with. */
export const startEffectsOf = (form: FormRecord) => Object.values(form.effects ?? {});

/** What a new form's item holds before its start's effects: decided by the caller (id, auto id, starting point). */
export interface NewFormRecord {
  template: Pick<TemplateRecord, 'id' | 'name' | 'groupId' | 'campusCode' | 'programId'>;
  owner: PersonRef;
  parentFormId?: string;
  now: string;
  id: string;
  autoId?: string;
  start?: { status: string; workflowVersionId?: string };
}

/**
 * A new form's item, in its starting status (the workflow's, else draft) with that one status event. Pure: every
 * start stores it, and bench:scale seeds its forms with it, so seeded forms stay what a start writes.
 */
export function newFormRecord({ template, owner, parentFormId, now, id, autoId, start }: NewFormRecord): FormRecord {
  const status = start?.status ?? initialFormStatus;
  return {
    id,
    ...(autoId ? { autoId } : {}),
    name: template.name,
    status,
    templateId: template.id,
    templateGroupId: template.groupId,
    campusCode: template.campusCode,
    ...(template.programId ? { programId: template.programId } : {}),
    ...(parentFormId ? { parentFormId } : {}),
    ...(start?.workflowVersionId ? { workflowVersionId: start.workflowVersionId } : {}),
    owner,
    createdDate: now,
    updatedAt: now,
    statusEvents: [{ status, timestamp: now, user: owner }],
  };
}

/**
 * Creates a form from a template version (its authorization tuples, then its item with its start's effects), in
 * the workflow's starting state; the caller announces the effects once the form is linked where it belongs.
 * Shared by startForm and sub-workflows, so both start forms the same way.
 */
export async function createFormFromTemplate({ template, owner, parentFormId, now, id }: NewForm): Promise<FormRecord> {
  const autoId = await nextAutoId(template);
  // A form keeps the workflow version it started on, whatever the template attaches later.
  const start = await startingPoint(template.workflowVersionId);
  const form = await withStartEffects(newFormRecord({ template, owner, parentFormId, now, id: id ?? randomUUID(), autoId, start }));
  // The tuples first: if the form item then fails, what is left is harmless, never an unprotected form.
  await authorization().write(formTuples(form), []);
  await createForm(form);
  metrics.addMetric('FormsStarted', MetricUnit.Count, 1);
  return form;
}

