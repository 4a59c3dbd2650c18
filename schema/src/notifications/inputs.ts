import { z } from 'zod';
import { idSchema } from '../inputs/forms';
import { notificationKinds, notificationSeverities, notificationStatuses } from './model';
import { isEmailAddress } from './recipients';

/** How many addresses or roles one list may hold. */
export const maxRecipients = 50;

const text = (max: number) => z.string().max(max, `At most ${max} characters`);
const optionalText = (max: number) => text(max).nullish().transform((value) => value ?? null);
const address = z.string().trim().refine(isEmailAddress, 'Enter an email address like name@example.edu');
const optionalAddress = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isEmailAddress(value), 'Enter an email address like name@example.edu');
/** GraphQL clients may send null for an omitted field: both mean the default. */
const orDefault = <S extends z.ZodType>(schema: S, fallback: z.output<S>) => schema.nullish().transform((value) => value ?? fallback);
const ids = orDefault(z.array(idSchema).max(maxRecipients, `At most ${maxRecipients} roles`), []);
const roleLists = z.strictObject({ roles: ids, documentRoles: ids, sharedRoles: ids });
const addresses = orDefault(z.array(address).max(maxRecipients, `At most ${maxRecipients} addresses`), []);

/** The content of a notification template, as the editor sends it. */
export const notificationContentSchema = z.strictObject({
  templateName: text(200).trim().min(1, 'Name the notification'),
  kind: z.enum(notificationKinds),
  severity: orDefault(z.enum(notificationSeverities), 'DEFAULT'),
  subject: text(500).trim().min(1, 'Write a subject'),
  body: orDefault(text(100_000), ''),
  from: optionalAddress,
  replyTo: optionalAddress,
  toRecipients: addresses,
  ccRecipients: addresses,
  toOwner: orDefault(z.boolean(), false),
  roles: orDefault(z.strictObject({ to: roleLists, cc: roleLists }), {
    to: { roles: [], documentRoles: [], sharedRoles: [] },
    cc: { roles: [], documentRoles: [], sharedRoles: [] },
  }),
  attachments: orDefault(z.array(text(500)).max(10, 'At most 10 attachments'), []),
  status: orDefault(z.enum(notificationStatuses), 'ACTIVE'),
  description: optionalText(2000),
});

export const createNotificationTemplateInputSchema = z.strictObject({ templateId: idSchema, notification: notificationContentSchema });
export const updateNotificationTemplateInputSchema = z.strictObject({
  id: idSchema,
  expectedVersion: z.number().int().min(1, 'A version starts at 1'),
  notification: notificationContentSchema,
});
export const deleteNotificationTemplateInputSchema = z.strictObject({
  id: idSchema,
  expectedVersion: z.number().int().min(1).nullish(),
});
export const previewNotificationInputSchema = z.strictObject({
  templateId: idSchema,
  notificationTemplateId: idSchema.nullish(),
  /** Unsaved content to preview instead of the stored one (the editor's live preview). */
  notification: z.strictObject({ subject: text(500), body: text(100_000) }).nullish(),
  formId: idSchema.nullish(),
});
