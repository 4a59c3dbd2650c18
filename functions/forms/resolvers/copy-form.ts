import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { formIdInputSchema } from '../../../schema/src/inputs/forms';
import { mayRunAction } from '../../../schema/src/forms/available-actions';
import { subjectOfAnswers } from '../../../schema/src/forms/subject';
import { authorization } from '../../authz/service';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import { createFormWithResponses, findFormWithResponses } from '../../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { actionCallerOf, personOf } from '../actions/action-caller';
import { visibleResponsesFor } from '../answers/element-guard';
import { assertCanReadForm, formTuples } from '../form-access';
import { formView } from '../form-view';
import { metrics } from '../telemetry';
import { effectsQueue } from '../../effects/sqs-effects-queue';
import { announceEffects } from '../effects/announce';
import { startingPoint, workflowStateOf } from '../workflow-runtime';
import { startEffectsOf, withStartEffects } from '../new-form';
import { initialFormStatus, nextAutoId } from './start-form';

// Images and files belong to the form they were uploaded to, and children to their parent: a copy starts without them.
const notCopied = new Set(['ImageUploadResponse', 'FileUploadResponse', 'SubformResponse']);

/** The name of a copy: "Copy of …" where forms may be renamed; else forms carry their template's name. */
export function copyName(source: FormRecord, template: TemplateRecord): string {
  return template.renameableForms ? `Copy of ${source.name}` : source.name;
}

function copiedAnswers(formId: string, responses: ResponseRecord[], caller: Caller, now: string): ResponseRecord[] {
  return responses
    .filter((response) => !notCopied.has(response.value.kind))
    .map((response) => ({ ...response, formId, version: 1, lastSaved: now, savedBy: caller.userId, createdAt: now }));
}

/**
 * Copies a form the caller may view, and whose template they may start (and copy, where grants narrow it),
 * into a new draft they own, on the same template version, with the answers they may see (not its images or
 * subform children). A copy stands alone: it has no parent form.
 */
export async function copyForm(caller: Caller, args: { input?: unknown }) {
  const { formId } = parseInput(formIdInputSchema, args.input);
  const { form: source, responses } = await findFormWithResponses(formId);
  if (!source) throw notFound('Form', formId);
  await assertCanReadForm(caller, source);
  const template = await findTemplate(source.templateId);
  if (!template) throw notFound('Template', source.templateId);
  if (!mayRunAction('copy', await actionCallerOf(caller, source, template))) {
    throw forbidden('You do not have permission to start forms of this template.');
  }
  if ((await findTemplateGroup(source.templateGroupId))?.status === 'ARCHIVED') {
    throw badUserInput('This template is archived: no new forms can be started from it.', { templateId: template.id });
  }
  const now = new Date().toISOString();
  const owner = personOf(caller);
  const autoId = await nextAutoId(template);
  const id = randomUUID();
  const answers = copiedAnswers(id, await visibleResponsesFor(caller, source, template, responses), caller, now);
  // A copy follows the workflow version of its source, from the start.
  const start = await startingPoint(source.workflowVersionId, answers);
  // The copy is about what its copied answers say (a subject answer the caller may not see is not copied).
  const subject = subjectOfAnswers(template, answers);
  const status = start?.status ?? initialFormStatus;
  const copy = await withStartEffects({
    id,
    ...(autoId ? { autoId } : {}),
    name: copyName(source, template),
    status,
    templateId: source.templateId,
    templateGroupId: source.templateGroupId,
    campusCode: source.campusCode,
    ...(source.programId ? { programId: source.programId } : {}),
    ...(start?.workflowVersionId ? { workflowVersionId: start.workflowVersionId } : {}),
    owner,
    ...(subject ? { subject } : {}),
    createdDate: now,
    updatedAt: now,
    statusEvents: [{ status, timestamp: now, user: owner }],
  });
  await authorization().write(formTuples(copy), []);
  await createFormWithResponses(copy, answers);
  metrics.addMetric('FormsStarted', MetricUnit.Count, 1);
  await announceEffects(effectsQueue(), copy.id, startEffectsOf(copy));
  return formView(copy, template, answers, true, [], await workflowStateOf(copy, answers));
}
