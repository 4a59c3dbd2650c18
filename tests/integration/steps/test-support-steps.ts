import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { DynamoItem } from '../../../functions/data/entity';
import { scanItems } from '../../../functions/data/item-operations';
import type { ApiClient } from '../support/local-api';
import { uniqueName } from './role-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './template-steps';
import { attachWorkflow, editWorkflow } from './workflow-steps';
import { createNotification } from './notification-steps';
import { edge, state } from './flow-steps';

// Given/when steps of the test-support tests, and direct reads of the stores to see what is left.

/** The test-suite identity the local stack creates when test support is on (scripts/seed/test-suite-identity.ts). */
export const suiteUsername = 'svc.test-suite';

/** A client that sends these headers on every request. */
export const withHeaders = (client: ApiClient, headers: Record<string, string>): ApiClient => ({
  graphql: (query, variables, more = {}) => client.graphql(query, variables, { ...headers, ...more }),
});

/** Every item of the table, read directly (a paged Scan). */
export async function everyItem(): Promise<DynamoItem[]> {
  const items: DynamoItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await scanItems({ consistent: true, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** The items whose stored text mentions any of these ids (a form's timers, tuples, mails, effects...). */
export const itemsMentioning = (items: DynamoItem[], ids: string[]) => items.filter((item) => ids.some((id) => JSON.stringify(item).includes(id)));

/** Whether the local blob folder holds a form's image folder. */
export const hasImageFolder = (formId: string) => existsSync(join(process.env.LOCAL_BLOB_ROOT ?? '', 'forms', formId));

/** Uploads a PNG to a form's photo question through the signed address and saves its key. */
export async function givenUploadedImage(client: ApiClient, baseUrl: string, formId: string, questionId: string) {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const upload = await client.graphql<{ createImageUpload: { key: string; url: string; headers: string } }>(
    'mutation Upload($input: CreateImageUploadInput!) { createImageUpload(input: $input) { key url headers } }',
    { input: { formId, questionId, fileName: 'hood.png', contentType: 'image/png', size: png.length } },
  );
  const target = upload.data!.createImageUpload;
  const put = await fetch(new URL(target.url, baseUrl), { method: 'PUT', headers: JSON.parse(target.headers) as Record<string, string>, body: png });
  expect(put.status).toBe(200);
  const saved = await client.graphql(
    'mutation Save($input: UpdateImageUploadResponseInput!) { updateImageUploadResponse(input: $input) { id } }',
    { input: { formId, questionId, images: [{ name: 'hood.png', key: target.key }] } },
  );
  expect(saved.errors).toBeUndefined();
}

/**
 * A published template whose workflow mails on arrival in submitted, sets a 7-day timer there (submitted ->
 * expired), and has a scheduled job (submit drafts every 6 hours).
 */
export async function givenTimedTemplateWithMail(author: ApiClient) {
  const templateName = uniqueName('Cleanup survey');
  const template = (await createCampusTemplate(author, templateName)).data!.createCampusTemplate;
  const site = (await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Site' })).edit!;
  const notification = await createNotification(author, template.id, {
    templateName: uniqueName('Cleanup submitted'),
    kind: 'EMAIL',
    severity: 'INFO',
    subject: `${templateName} submitted`,
    body: '<p>{{form.name}} is in review</p>',
    toRecipients: ['safety@campus.edu'],
    toOwner: false,
  });
  const notificationTemplateId = notification.data!.createNotificationTemplate.id;
  const flow = {
    nodes: [
      state('draft', { isInitial: true }),
      state('submitted', { notificationTriggers: [{ id: 'on-submitted', notificationTemplateId, kind: 'EMAIL' }] }),
      state('expired', { isFinal: true }),
    ],
    edges: [edge('draft', 'submitted', 'submit'), edge('submitted', 'expired', undefined, { autoTransitionDays: 7 })],
  };
  const jobs = [{ name: 'Submit drafts', cronExpression: '0 */6 * * *', event: 'submit', workflowStateId: 'draft' }];
  const created = (await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: `${templateName} flow` })).workflow!;
  expect((await editWorkflow(author, 'updateWorkflow', { id: created.id, expectedRevision: created.revision, flow: JSON.stringify(flow), jobs })).answer.errors).toBeUndefined();
  const published = await editWorkflow(author, 'publishWorkflow', { id: created.id });
  expect(published.answer.errors).toBeUndefined();
  expect(published.outcome?.status).toBe('SUCCESS');
  expect((await attachWorkflow(author, { templateId: template.id, workflowId: created.id })).data?.attachWorkflow.status).toBe('SUCCESS');
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { templateId: template.id, groupId: template.groupId, workflowId: created.id, notificationTemplateId, siteId: site.id };
}
