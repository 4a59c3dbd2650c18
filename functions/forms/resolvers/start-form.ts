import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { startFormInputSchema } from '../../../schema/src/inputs/forms';
import type { FormRecord } from '../../data/entities';
import { createForm, nextSequenceNumber } from '../../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { formView } from '../form-view';
import { formTuples } from '../form-access';
import { authorization } from '../../authz/service';
import { assertAllowed } from '../../authz/checks';
import { metrics } from '../telemetry';

/** The status every new form starts in until the workflow issue gives templates their machines. */
export const initialFormStatus = 'draft';

/** Starts a form from a published template version; the caller becomes its owner. */
export async function startForm(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(startFormInputSchema, args.input);
  const template = await findTemplate(input.templateId);
  if (!template) throw notFound('Template', input.templateId);
  if (template.status !== 'PUBLISHED') {
    throw badUserInput('Forms can only be started from a published template.', { templateId: template.id });
  }
  await assertAllowed(caller, 'can_start', `template_group:${template.groupId}`, {
    message: 'You do not have permission to start this form.',
  });
  if ((await findTemplateGroup(template.groupId))?.status === 'ARCHIVED') {
    throw badUserInput('This template is archived: no new forms can be started from it.', { templateId: template.id });
  }
  const now = new Date().toISOString();
  const autoId = template.autoIdPrefix
    ? `${template.autoIdPrefix}-${String(await nextSequenceNumber(`autoId#${template.groupId}`)).padStart(6, '0')}`
    : undefined;
  const owner = {
    userId: caller.userId,
    firstName: caller.firstName,
    lastName: caller.lastName,
    email: caller.email,
    campusCode: caller.campusCode,
  };
  const form: FormRecord = {
    id: randomUUID(),
    ...(autoId ? { autoId } : {}),
    name: template.name,
    status: initialFormStatus,
    templateId: template.id,
    templateGroupId: template.groupId,
    campusCode: template.campusCode,
    ...(template.programId ? { programId: template.programId } : {}),
    owner,
    createdDate: now,
    updatedAt: now,
    statusEvents: [{ status: initialFormStatus, timestamp: now, user: owner }],
  };
  // The tuples first: if the form item then fails, what is left is harmless, never an unprotected form.
  await authorization().write(formTuples(form), []);
  await createForm(form);
  metrics.addMetric('FormsStarted', MetricUnit.Count, 1);
  return formView(form, template, []);
}
