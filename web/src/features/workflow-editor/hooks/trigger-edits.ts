import { flowSchema } from '@schema/workflow/flow-schema';
import type { IntegrationTrigger, NotificationTrigger } from '@schema/workflow/model';

/** The API's rule for one integration trigger, taken from the flow schema so the editor refuses what it would. */
export const integrationTriggerSchema = flowSchema.shape.edges.element.shape.data.unwrap().shape.integrationServiceTriggers.unwrap().element;

/** An integration trigger as its form edits it: every field as typed. */
export interface IntegrationDraft {
  id: string;
  name: string;
  url: string;
  method: 'POST' | 'PUT';
  timeoutMs: string;
  retries: string;
  successEvent: string;
  errorEvent: string;
}

/** The field names of an integration draft that can carry an error. */
export type IntegrationField = keyof Omit<IntegrationDraft, 'id'>;

/** The first id `base_1`, `base_2`, ... not among `taken`. */
export function freeTriggerId(taken: ReadonlyArray<{ id: string }>, base: string): string {
  const ids = new Set(taken.map((item) => item.id));
  let n = 1;
  while (ids.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/** A new notification trigger sending the first template as an EMAIL. */
export function newNotificationTrigger(existing: readonly NotificationTrigger[], notificationTemplateId: string): NotificationTrigger {
  return { id: freeTriggerId(existing, 'notification'), notificationTemplateId, kind: 'EMAIL' };
}

/** The form of an existing integration trigger, or of a new one (POST, 10 s, 3 retries). */
export function integrationDraft(existing: readonly IntegrationTrigger[], trigger?: IntegrationTrigger): IntegrationDraft {
  if (!trigger) return { id: freeTriggerId(existing, 'integration'), name: '', url: '', method: 'POST', timeoutMs: '10000', retries: '3', successEvent: '', errorEvent: '' };
  return { ...trigger, timeoutMs: String(trigger.timeoutMs), retries: String(trigger.retries), successEvent: trigger.successEvent ?? '', errorEvent: trigger.errorEvent ?? '' };
}

const messages: Record<IntegrationField, string> = {
  name: 'Use at most 200 characters.',
  url: 'Enter a full address, e.g. https://example.edu/hooks/forms.',
  method: 'Choose POST or PUT.',
  timeoutMs: 'Enter a whole number of milliseconds from 100 to 900000.',
  retries: 'Enter a whole number from 0 to 10.',
  successEvent: 'Enter an event of at most 100 characters.',
  errorEvent: 'Enter an event of at most 100 characters.',
};

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The trigger a draft stands for, or the message of each field the API would refuse. */
export function parseIntegrationDraft(draft: IntegrationDraft): { trigger: IntegrationTrigger } | { errors: Partial<Record<IntegrationField, string>> } {
  const parsed = integrationTriggerSchema.safeParse({
    ...draft,
    name: draft.name.trim(),
    url: draft.url.trim(),
    timeoutMs: numberOrNaN(draft.timeoutMs),
    retries: numberOrNaN(draft.retries),
    successEvent: draft.successEvent.trim() || null,
    errorEvent: draft.errorEvent.trim() || null,
  });
  const errors: Partial<Record<IntegrationField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as IntegrationField;
    if (field in messages) errors[field] = messages[field];
  }
  if (!draft.name.trim()) errors.name = 'Enter a name.';
  return parsed.success && Object.keys(errors).length === 0 ? { trigger: parsed.data } : { errors };
}
