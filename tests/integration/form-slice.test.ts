import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { readForm, roomQuestionId, saveText, startForm } from './steps/form-steps';
import { clientFor, codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
});
afterAll(async () => stack.close());

describe('GraphQL without a valid token', () => {
  it("answers 401 with AppSync's UnauthorizedException before running anything", async () => {
    const answer = await clientFor(stack.url).graphql('{ profile { userId } campuses { id } }');

    expect(answer.status).toBe(401);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([{ errorType: 'UnauthorizedException', message: 'Valid authorization header not provided.' }]);
  });

  it('refuses a forged token the same way', async () => {
    const answer = await clientFor(stack.url, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.').graphql('{ profile { userId } }');

    expect(answer.status).toBe(401);
    expect(codesOf(answer)).toEqual(['UnauthorizedException']);
  });
});

describe('the template and form slice', () => {
  it("lists campus 01's templates with their groups and statuses", async () => {
    const answer = await staffOne.graphql<{ templatesByCampus: Array<{ id: string; groupId: string; name: string; status: string }> }>(
      '{ templatesByCampus(campusCode: "01") { id groupId name status } }',
    );

    expect(answer.data?.templatesByCampus).toContainEqual({
      id: 'tpl-lab-safety-inspection-v1',
      groupId: 'tg-lab-safety-inspection',
      name: 'Laboratory Safety Inspection',
      status: 'PUBLISHED',
    });
  });

  it("lists a template's questions with their concrete types", async () => {
    const answer = await staffOne.graphql<{ templateQuestions: Array<{ __typename: string; id: string; title: string }> }>(
      '{ templateQuestions(templateId: "tpl-lab-safety-inspection-v1") { __typename id title } }',
    );

    const kinds = new Set(answer.data?.templateQuestions.map((question) => question.__typename));
    expect(answer.data?.templateQuestions).toContainEqual({ __typename: 'TextQuestion', id: roomQuestionId, title: 'Room number' });
    expect(kinds.size).toBeGreaterThanOrEqual(7);
  });

  it('starts a form, saves a text answer and reads it back', async () => {
    const started = await startForm(staffOne);
    const formId = started.data!.startForm!.id;

    const saved = await saveText(staffOne, { formId, text: 'Room 210B' });
    const read = await readForm(staffOne, formId);

    expect(started.data?.startForm).toMatchObject({ name: 'Laboratory Safety Inspection', status: 'draft' });
    expect(started.data?.startForm?.autoId).toMatch(/^LSI-\d{6}$/);
    expect(saved.data?.updateTextResponse.responses).toEqual([{ questionId: roomQuestionId, version: 1, text: 'Room 210B' }]);
    expect(read.data?.form?.responses).toEqual([
      { __typename: 'TextResponse', questionId: roomQuestionId, version: 1, text: 'Room 210B' },
    ]);
  });

  it('refuses an edit based on an older version with CONFLICT and keeps the newer answer', async () => {
    const formId = (await startForm(staffOne)).data!.startForm!.id;
    await saveText(staffOne, { formId, text: 'first' });
    await saveText(staffOne, { formId, text: 'second', expectedVersion: 1 });

    const stale = await saveText(staffOne, { formId, text: 'stale edit', expectedVersion: 1 });
    const read = await readForm(staffOne, formId);

    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(stale.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { text: 'second', version: 2 } });
    expect(read.data?.form?.responses[0]).toMatchObject({ text: 'second', version: 2 });
  });

  it("keeps staff.two out of staff.one's form", async () => {
    const formId = (await startForm(staffOne)).data!.startForm!.id;

    const read = await readForm(staffTwo, formId);
    const write = await saveText(staffTwo, { formId, text: 'not mine' });

    expect(codesOf(read)).toEqual(['FORBIDDEN']);
    expect(codesOf(write)).toEqual(['FORBIDDEN']);
  });

  it('answers BAD_USER_INPUT and NOT_FOUND with clear messages', async () => {
    const empty = await saveText(staffOne, { formId: '', text: 'x' });
    const missing = await readForm(staffOne, 'no-such-form');
    const draft = await startForm(staffOne, 'tpl-confined-space-v1');
    const formId = (await startForm(staffOne)).data!.startForm!.id;
    const notText = await saveText(staffOne, { formId, questionId: 'lsi-segregated', text: 'x' });

    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
    expect(empty.errors?.[0]?.message).toContain('formId');
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    expect(missing.errors?.[0]?.message).toBe('Form no-such-form was not found.');
    expect(codesOf(draft)).toEqual(['BAD_USER_INPUT']);
    expect(notText.errors?.[0]?.message).toBe('Question lsi-segregated is answered with updateOptionResponse, not updateTextResponse.');
  });
});

describe('a restart of the local stack', () => {
  it('keeps a saved answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'campus-forms-restart-'));
    try {
      const first = await startApi(dataDir);
      const client = await signIn(first.url, 'staff.one');
      const formId = (await startForm(client)).data!.startForm!.id;
      await saveText(client, { formId, text: 'Survives a restart' });
      await first.close();

      const second = await startApi(dataDir);
      const again = await signIn(second.url, 'staff.one');
      const read = await readForm(again, formId);
      await second.close();

      expect(second.seeded).toBe(false);
      expect(read.data?.form?.responses[0]).toMatchObject({ text: 'Survives a restart' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
