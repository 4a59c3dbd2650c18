import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { startFormInputSchema } from '../../../schema/src/inputs/forms';
import type { FormRecord, TemplateRecord } from '../../data/entities';
import { createForm, nextSequenceNumber } from '../../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { formView } from '../form-view';
import { formTuples } from '../form-access';
import { authorization } from '../../authz/service';
import { assertAllowed } from '../../authz/checks';
import { personOf } from '../actions/action-caller';
import { metrics } from '../telemetry';
import { startingPoint, workflowStateOf } from '../workflow-runtime';
import { addChildToParent, subformStart } from './start-subform';

/** The status a new form starts in when its template has no workflow. */
export const initialFormStatus = 'draft';

/** The next auto id of a template group's forms (PREFIX-000042), when the template has a prefix. */
export async function nextAutoId(template: TemplateRecord): Promise<string | undefined> {
  if (!template.autoIdPrefix) return undefined;
  return `${template.autoIdPrefix}-${String(await nextSequenceNumber(`autoId#${template.groupId}`)).padStart(6, '0')}`;
}

/** The published template a top-level form starts from, once the caller may start it. */
async function topLevelStart(caller: Caller, templateId: string): Promise<TemplateRecord> {
  const template = await findTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  if (template.status !== 'PUBLISHED') {
    throw badUserInput('Forms can only be started from a published template.', { templateId: template.id });
  }
  await assertAllowed(caller, 'can_start', `template_group:${template.groupId}`, {
    message: 'You do not have permission to start this form.',
  });
  if ((await findTemplateGroup(template.groupId))?.status === 'ARCHIVED') {
    throw badUserInput('This template is archived: no new forms can be started from it.', { templateId: template.id });
  }
  return template;
}

/**
 * Starts a form from a published template version; the caller becomes its owner. A subform child starts
 * from its subform's latest published version, under its parent, and is listed in the parent's answer.
 */
export async function startForm(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(startFormInputSchema, args.input);
  const parent = input.parentFormId && input.subformElementId
    ? await subformStart(caller, { templateId: input.templateId, parentFormId: input.parentFormId, subformElementId: input.subformElementId })
    : undefined;
  const template = parent?.template ?? (await topLevelStart(caller, input.templateId));
  const now = new Date().toISOString();
  const autoId = await nextAutoId(template);
  const owner = personOf(caller);
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
    ...(parent ? { parentFormId: parent.form.id } : {}),
    ...(start?.workflowVersionId ? { workflowVersionId: start.workflowVersionId } : {}),
    owner,
    createdDate: now,
    updatedAt: now,
    statusEvents: [{ status, timestamp: now, user: owner }],
  };
  // The tuples first: if the form item then fails, what is left is harmless, never an unprotected form.
  await authorization().write(formTuples(form), []);
  await createForm(form);
  if (parent) await addChildToParent(caller, parent.form.id, parent.subformElementId, form.id);
  metrics.addMetric('FormsStarted', MetricUnit.Count, 1);
  return formView(form, template, [], true, [], await workflowStateOf(form, []));
}
