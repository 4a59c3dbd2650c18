import { previewNotificationInputSchema } from '../../../schema/src/notifications/inputs';
import { renderNotification } from '../../../schema/src/notifications/render';
import { placeholderValues } from '../../../schema/src/notifications/values';
import { findFormWithResponses } from '../../data/forms-repository';
import { readTemplate } from '../../data/templates-repository';
import { visibleResponsesFor } from '../../forms/answers/element-guard';
import { assertCanReadForm } from '../../forms/form-access';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { formSource, sampleFormSource } from '../form-source';
import { authoredNotification, authoredTemplate } from '../notification-access';
import { sanitizeHtml } from '../sanitize';

/** The subject and body to preview: the unsaved ones given, else the stored notification's. */
async function contentOf(caller: Caller, input: { notificationTemplateId?: string | null; notification?: { subject: string; body: string } | null }) {
  if (input.notification) return input.notification;
  if (!input.notificationTemplateId) throw badUserInput('Give a notification or a notificationTemplateId to preview.', { field: 'notificationTemplateId' });
  return authoredNotification(caller, input.notificationTemplateId);
}

/**
 * previewNotification: a notification rendered as it would be sent, for the template's authors, with a form
 * of the template they may view (its real answers, those the author may see) or sample data.
 */
export async function previewNotification(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(previewNotificationInputSchema, args.input);
  const header = await authoredTemplate(caller, input.templateId);
  const content = await contentOf(caller, input);
  const template = await readTemplate(input.templateId);
  if (!template) throw notFound('Template', input.templateId);
  let source = sampleFormSource(template, caller.firstName);
  if (input.formId) {
    const { form, responses } = await findFormWithResponses(input.formId);
    if (!form || form.templateGroupId !== header.groupId) throw notFound('Form', input.formId);
    await assertCanReadForm(caller, form);
    source = formSource(form, await visibleResponsesFor(caller, form, template, responses), template);
  }
  return renderNotification(content, placeholderValues(source), sanitizeHtml);
}
