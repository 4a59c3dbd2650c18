import { describe, expect, it } from 'vitest';
import { notificationContentSchema } from './inputs';

describe('notificationContentSchema', () => {
  it('fills omitted or null fields with their defaults', () => {
    const parsed = notificationContentSchema.parse({ templateName: ' Due ', kind: 'TODO', subject: 'Review', severity: null, roles: { to: { roles: ['r1'] }, cc: { documentRoles: null } }, from: '' });

    expect(parsed).toEqual({
      templateName: 'Due',
      kind: 'TODO',
      severity: 'DEFAULT',
      subject: 'Review',
      body: '',
      from: null,
      replyTo: null,
      toRecipients: [],
      ccRecipients: [],
      toOwner: false,
      roles: { to: { roles: ['r1'], documentRoles: [], sharedRoles: [] }, cc: { roles: [], documentRoles: [], sharedRoles: [] } },
      attachments: [],
      status: 'ACTIVE',
      description: null,
    });
  });

  it('names what is wrong: a missing name or subject, a bad address, an unknown severity', () => {
    const result = notificationContentSchema.safeParse({ templateName: ' ', kind: 'EMAIL', subject: '', toRecipients: ['nobody'], replyTo: 'x@y', severity: 'LOUD' });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['replyTo', 'severity', 'subject', 'templateName', 'toRecipients.0']);
  });
});
