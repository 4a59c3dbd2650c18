import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { FormRecord, PersonRef, TemplateRecord } from '../data/entities';
import { createForm, nextSequenceNumber } from '../data/forms-repository';
import { authorization } from '../authz/service';
import { formTuples } from './form-access';
import { metrics } from './telemetry';
import { startingPoint } from './workflow-runtime';

/** The status a new form starts in when its template has no workflow. */
export const initialFormStatus = 'draft';

/** The next auto id of a template group's forms (PREFIX-000042), when the template has a prefix. */
export async function nextAutoId(template: TemplateRecord): Promise<string | undefined> {
  if (!template.autoIdPrefix) return undefined;
  return `${template.autoIdPrefix}-${String(await nextSequenceNumber(`autoId#${template.groupId}`)).padStart(6, '0')}`;
}

/** Who owns a new form, under which parent (if any), and when it starts. */
export interface NewForm {
  template: TemplateRecord;
  owner: PersonRef;
  parentFormId?: string;
  now: string;
}

/**
 * Creates a form from a template version (its authorization tuples, then its item), in the workflow's starting
 * state; the caller runs the start's effects once the form is linked where it belongs. Shared by startForm and
 * sub-workflows, so both start forms the same way.
 */
export async function createFormFromTemplate({ template, owner, parentFormId, now }: NewForm): Promise<FormRecord> {
  const autoId = await nextAutoId(template);
  // A form keeps the workflow version it started on, whatever the template attaches later.
  const start = await startingPoint(template.workflowVersionId);
  const status = start?.status ?? initialFormStatus;
  const form: FormRecord = {
    id: randomUUID(),
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
  // The tuples first: if the form item then fails, what is left is harmless, never an unprotected form.
  await authorization().write(formTuples(form), []);
  await createForm(form);
  metrics.addMetric('FormsStarted', MetricUnit.Count, 1);
  return form;
}

