import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorization } from '../../functions/authz/service';
import { findForm } from '../../functions/data/forms-repository';
import { listNotificationLogs } from '../../functions/data/notifications-repository';
import { readTemplate } from '../../functions/data/templates-repository';
import type { MailSender } from '../../functions/mail/mail-sender';
import { formRoleObject } from '../../functions/notifications/recipients';
import { completeTodosOfForm, sendNotification } from '../../functions/notifications/send';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { labInspectionTemplateId, roomQuestionId, saveText, startForm } from './steps/form-steps';
import { createNotification, deleteNotification, notificationsOf, previewNotification, readOutbox, remindersOf, updateNotification } from './steps/notification-steps';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let globalAdmin: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  globalAdmin = await signIn(stack.url, 'global.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
});
afterAll(async () => stack.close());

const email = (extra: Record<string, unknown> = {}) => ({
  templateName: uniqueName('Inspection submitted'),
  kind: 'EMAIL',
  severity: 'WARNING',
  subject: '{{form.autoId}} needs a look',
  body: '<p>Room {{answers.lsi-room}} in {{form.name}}</p><script>alert(1)</script>',
  toRecipients: ['safety@campus.edu'],
  toOwner: true,
  ...extra,
});

/** staff.one's inspection with a room answer that carries markup. */
async function givenFormWithRoom(room: string) {
  const form = (await startForm(staffOne)).data!.startForm!;
  await saveText(staffOne, { formId: form.id, questionId: roomQuestionId, text: room });
  return form;
}

const noWait = { attempts: 3, firstDelayMs: 1, sleep: async () => undefined };

async function send(notificationTemplateId: string, formId: string, kind: 'EMAIL' | 'TODO', sender?: MailSender) {
  const form = (await findForm(formId))!;
  const template = (await readTemplate(form.templateId))!;
  return sendNotification({ trigger: { id: 't1', notificationTemplateId, kind }, form, template, previousStatus: 'Draft', event: 'SUBMIT' }, { retry: noWait, ...(sender ? { sender } : {}) });
}

describe('notification templates', () => {
  it('creates, lists, updates and deletes, refusing a stale version with CONFLICT carrying the current one', async () => {
    const created = (await createNotification(author, labInspectionTemplateId, email())).data!.createNotificationTemplate;
    const updated = (await updateNotification(author, created.id, 1, email({ templateName: 'Renamed', kind: 'TODO' }))).data!.updateNotificationTemplate;

    const stale = await updateNotification(author, created.id, 1, email({ templateName: 'Lost edit' }));
    const staleDelete = await deleteNotification(author, created.id, 1);
    const listed = (await notificationsOf(author, labInspectionTemplateId)).data!.notificationTemplates;
    const removed = await deleteNotification(author, created.id, 2);
    const after = (await notificationsOf(author, labInspectionTemplateId)).data!.notificationTemplates;

    expect(created).toMatchObject({ version: 1, kind: 'EMAIL', severity: 'WARNING', toOwner: true, toRecipients: ['safety@campus.edu'], roles: { to: { roles: [] } } });
    expect(updated).toMatchObject({ version: 2, templateName: 'Renamed', kind: 'TODO' });
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(stale.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { version: 2, templateName: 'Renamed' } });
    expect(codesOf(staleDelete)).toEqual(['CONFLICT']);
    expect(listed.map((n) => n.id)).toContain(created.id);
    expect(removed.data?.deleteNotificationTemplate).toEqual({ id: created.id });
    expect(after.map((n) => n.id)).not.toContain(created.id);
  });

  it('refuses bad addresses with BAD_USER_INPUT', async () => {
    const answer = await createNotification(author, labInspectionTemplateId, email({ toRecipients: ['not an address'] }));

    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('is FORBIDDEN to staff.one, who does not author the template', async () => {
    const created = (await createNotification(author, labInspectionTemplateId, email())).data!.createNotificationTemplate;

    const answers = await Promise.all([
      createNotification(staffOne, labInspectionTemplateId, email()),
      updateNotification(staffOne, created.id, 1, email()),
      deleteNotification(staffOne, created.id),
      notificationsOf(staffOne, labInspectionTemplateId),
      previewNotification(staffOne, { templateId: labInspectionTemplateId, notificationTemplateId: created.id }),
      readOutbox(staffOne),
    ]);

    expect(answers.map((answer) => codesOf(answer))).toEqual(Array.from({ length: 6 }, () => ['FORBIDDEN']));
  });
});

describe('previewNotification', () => {
  it("renders a form's answers escaped and strips the body's script, reporting unknown placeholders", async () => {
    const form = await givenFormWithRoom('<img src=x onerror=alert(1)> B-12');
    const created = (await createNotification(author, labInspectionTemplateId, email({ subject: '{{form.autoId}} {{form.nope}}' }))).data!.createNotificationTemplate;

    const preview = (await previewNotification(author, { templateId: labInspectionTemplateId, notificationTemplateId: created.id, formId: form.id })).data!.previewNotification;
    const sample = (await previewNotification(author, { templateId: labInspectionTemplateId, notification: { subject: 'Hi {{owner.firstName}}', body: '{{answers.lsi-room}}' } })).data!.previewNotification;

    expect(preview.subject).toBe(`${form.autoId} {{form.nope}}`);
    expect(preview.body).toBe(`<p>Room &lt;img src=x onerror=alert(1)&gt; B-12 in ${form.name}</p>`);
    expect(preview.problems).toEqual([{ field: 'subject', placeholder: '{{form.nope}}' }]);
    expect(sample.body).toMatch(/^\[.+\]$/);
    expect(sample.subject).toMatch(/^Hi \S+/);
  });
});

describe('sendNotification', () => {
  it('puts an EMAIL in the local outbox, read by global admins, and records it SENT', async () => {
    const form = await givenFormWithRoom('<b>B-7</b>');
    const created = (await createNotification(author, labInspectionTemplateId, email())).data!.createNotificationTemplate;

    const result = await send(created.id, form.id, 'EMAIL');
    const outbox = (await readOutbox(globalAdmin)).data!.outbox;

    expect(result).toMatchObject({ outcome: 'LOGGED', log: { status: 'SENT', attempts: 1 } });
    expect(outbox.docs[0]).toMatchObject({
      to: [expect.stringContaining('@'), 'safety@campus.edu'],
      subject: `${form.autoId} needs a look`,
      body: `<p>Room &lt;b&gt;B-7&lt;/b&gt; in ${form.name}</p>`,
      severity: 'WARNING',
      formId: form.id,
    });
  });

  it('puts a TODO in the Action Items of the owner and of role members, linked to the form, until the form moves on', async () => {
    const form = await givenFormWithRoom('C-3');
    const role = (await createRole(author, labSafety, uniqueName('Reviewers'))).data!.createRole;
    await addMember(author, labSafety, role.id, 'user-staff-two');
    const todo = (await createNotification(author, labInspectionTemplateId, email({ kind: 'TODO', subject: 'Review {{form.autoId}}', toRecipients: [], roles: { to: { roles: [role.id] }, cc: {} } }))).data!.createNotificationTemplate;

    const result = await send(todo.id, form.id, 'TODO');
    const ownItems = (await remindersOf(staffOne)).data!.reminders.docs;
    const reviewerItems = (await remindersOf(staffTwo)).data!.reminders.docs;
    const sameStatus = await completeTodosOfForm(form.id, form.status);
    const completed = await completeTodosOfForm(form.id, 'Approved');
    const ownAfter = (await remindersOf(staffOne)).data!.reminders.docs;

    const item = { formAutoId: form.autoId, details: { title: `Review ${form.autoId}`, link: `/form/${form.id}`, description: expect.stringContaining('Room C-3') } };
    expect(result).toMatchObject({ outcome: 'LOGGED', log: { status: 'SENT', kind: 'TODO', recipients: expect.arrayContaining(['user-staff-two']) } });
    expect(ownItems).toContainEqual(expect.objectContaining(item));
    expect(reviewerItems).toContainEqual(expect.objectContaining(item));
    expect(sameStatus).toBe(0);
    expect(completed).toBe(2);
    expect(ownAfter.map((reminder) => reminder.details.link)).not.toContain(`/form/${form.id}`);
  });

  it("mails the members of the form's document roles, each address once", async () => {
    const form = await givenFormWithRoom('E-5');
    await authorization().write([{ user: 'user:user-staff-two', relation: 'member', object: formRoleObject(form.id, 'inspector') }], []);
    const created = (await createNotification(author, labInspectionTemplateId, email({ toOwner: false, toRecipients: [], roles: { to: { documentRoles: ['inspector'] }, cc: { documentRoles: ['inspector'] } }, ccRecipients: ['Safety@Campus.edu', 'safety@campus.edu'] }))).data!.createNotificationTemplate;
    const sent: string[][] = [];
    const recorder: MailSender = { send: async (mail) => (sent.push(mail.to, mail.cc), { messageId: 'm-1' }) };

    const result = await send(created.id, form.id, 'EMAIL', recorder);

    expect(result).toMatchObject({ log: { status: 'SENT', messageId: 'm-1' } });
    expect(sent).toEqual([['sam.rivera@bayview.example.edu'], ['Safety@Campus.edu']]);
  });

  it('retries a failing mail transport three times, then records FAILED with the error list', async () => {
    const form = await givenFormWithRoom('D-1');
    const created = (await createNotification(author, labInspectionTemplateId, email())).data!.createNotificationTemplate;
    let calls = 0;
    const failing: MailSender = {
      send: async () => {
        calls += 1;
        throw new Error('SES is throttling');
      },
    };

    const result = await send(created.id, form.id, 'EMAIL', failing);
    const logs = await listNotificationLogs(form.id);

    expect(calls).toBe(3);
    expect(result).toMatchObject({ outcome: 'LOGGED', log: { status: 'FAILED', attempts: 3, error: 'SES is throttling', errors: ['SES is throttling', 'SES is throttling', 'SES is throttling'] } });
    expect(logs).toEqual([expect.objectContaining({ notificationTemplateId: created.id, status: 'FAILED', attempts: 3, error: 'SES is throttling' })]);
  });
});
