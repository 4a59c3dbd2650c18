import { notificationContentSchema } from '@schema/notifications/inputs';
import type { NotificationEditorFieldsFragment, NotificationKind, NotificationSeverity, NotificationStatus, NotificationTemplateInput } from '@/gql/graphql';

/** The role lists of one recipient list, as the editor holds them. */
export interface DraftRoles {
  roles: string[];
  documentRoles: string[];
  sharedRoles: string[];
}

/** A notification being edited: every field as the form shows it (addresses as lists). */
export interface NotificationDraft {
  templateName: string;
  kind: NotificationKind;
  severity: NotificationSeverity;
  subject: string;
  body: string;
  from: string;
  replyTo: string;
  toRecipients: string[];
  ccRecipients: string[];
  toOwner: boolean;
  roles: { to: DraftRoles; cc: DraftRoles };
  status: NotificationStatus;
  description: string;
  attachments: string[];
}

export const kindLabels: Record<NotificationKind, string> = { EMAIL: 'Email', TODO: 'To-do (Action Items)' };
export const severityLabels: Record<NotificationSeverity, string> = {
  CRITICAL: 'Critical',
  DEFAULT: 'Default',
  INFO: 'Info',
  NOTE: 'Note',
  SUCCESS: 'Success',
  WARNING: 'Warning',
};
export const statusLabels: Record<NotificationStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

const noRoles = (): DraftRoles => ({ roles: [], documentRoles: [], sharedRoles: [] });

/** A new notification: an email to nobody yet; the owner only when the author ticks "Send to the form's owner" (reviewers' to-dos go to their roles). */
export const emptyDraft = (): NotificationDraft => ({
  templateName: '',
  kind: 'EMAIL',
  severity: 'DEFAULT',
  subject: '',
  body: '',
  from: '',
  replyTo: '',
  toRecipients: [],
  ccRecipients: [],
  toOwner: false,
  roles: { to: noRoles(), cc: noRoles() },
  status: 'ACTIVE',
  description: '',
  attachments: [],
});

const rolesOf = (roles: DraftRoles): DraftRoles => ({ roles: [...roles.roles], documentRoles: [...roles.documentRoles], sharedRoles: [...roles.sharedRoles] });

/** The draft of a stored notification. */
export function draftOf(stored: NotificationEditorFieldsFragment): NotificationDraft {
  return {
    templateName: stored.templateName,
    kind: stored.kind,
    severity: stored.severity,
    subject: stored.subject,
    body: stored.body,
    from: stored.from ?? '',
    replyTo: stored.replyTo ?? '',
    toRecipients: [...stored.toRecipients],
    ccRecipients: [...stored.ccRecipients],
    toOwner: stored.toOwner,
    roles: { to: rolesOf(stored.roles.to), cc: rolesOf(stored.roles.cc) },
    status: stored.status,
    description: stored.description ?? '',
    attachments: [...stored.attachments],
  };
}

/** The mutation input of a draft. */
export function inputOf(draft: NotificationDraft): NotificationTemplateInput {
  return {
    ...draft,
    from: draft.from.trim() || null,
    replyTo: draft.replyTo.trim() || null,
    description: draft.description.trim() || null,
  };
}

/** What is wrong with a draft, by field (the same rules the API applies); empty when it may be saved. */
export function draftProblems(draft: NotificationDraft): Partial<Record<string, string>> {
  const result = notificationContentSchema.safeParse(inputOf(draft));
  if (result.success) return {};
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    problems[field] ??= issue.message;
  }
  return problems;
}
