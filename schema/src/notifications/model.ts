/** How a notification reaches people: an email, or a TODO in their Action Items. */
export const notificationKinds = ['EMAIL', 'TODO'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How urgent a notification is (the spec's severities). */
export const notificationSeverities = ['CRITICAL', 'DEFAULT', 'INFO', 'NOTE', 'SUCCESS', 'WARNING'] as const;
export type NotificationSeverity = (typeof notificationSeverities)[number];

/** Whether a notification template is in use: triggers of INACTIVE templates send nothing. */
export const notificationStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** The roles one recipient list (to or cc) names: program/campus roles, the form's document roles, shared roles. */
export interface RecipientRoles {
  roles: string[];
  documentRoles: string[];
  sharedRoles: string[];
}

/** What an author writes: a notification of one template, with placeholders in its subject and body. */
export interface NotificationTemplateContent {
  templateName: string;
  kind: NotificationKind;
  severity: NotificationSeverity;
  subject: string;
  body: string;
  from?: string | null;
  replyTo?: string | null;
  toRecipients: string[];
  ccRecipients: string[];
  /** Send to the form's owner as well as the lists. */
  toOwner: boolean;
  roles: { to: RecipientRoles; cc: RecipientRoles };
  attachments: string[];
  status: NotificationStatus;
  description?: string | null;
}

/** An empty role list. */
export const noRoles = (): RecipientRoles => ({ roles: [], documentRoles: [], sharedRoles: [] });
