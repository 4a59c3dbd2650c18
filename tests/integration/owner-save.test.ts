import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorization } from '../../functions/authz/service';
import { dynamoRequestCounter } from '../../functions/data/client';
import { formEntity, type FormRecord } from '../../functions/data/entities';
import { ownerGrantTtlMs } from '../../functions/forms/answers/owner-grants';
import { updateExistingRecord } from '../../functions/data/store';
import { ownerUpdateStatuses } from '../../functions/templates/template-tuples';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { labInspectionGroupId } from '../../scripts/seed/templates/lab-safety-inspection';
import { readForm, saveText, startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { withClockStill } from './support/still-clock';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;

const ownerGrant = {
  user: 'user:*',
  relation: 'owner_can_update',
  object: `template_group:${labInspectionGroupId}`,
  condition: { name: 'status_in', context: { statuses: ownerUpdateStatuses } },
};

/** A fresh form of staff.one's, its start effects done (so nothing else touches the store meanwhile). */
async function newForm(): Promise<string> {
  const id = (await startForm(staffOne)).data!.startForm!.id;
  await stack.drainEffects();
  return id;
}

/** The DynamoDB requests the process made while `work` ran. */
async function requestsOf(work: () => Promise<unknown>): Promise<number> {
  const before = dynamoRequestCounter.total;
  await work();
  return dynamoRequestCounter.total - before;
}

const textOf = async (client: ApiClient, formId: string, questionId: string) =>
  (await readForm(client, formId)).data?.form?.responses.find((response) => response.questionId === questionId);

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
});
afterAll(async () => stack.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("an owner's answer save", () => {
  it('costs exactly 1 DynamoDB request once the process knows the form', async () => {
    const formId = await newForm();

    const requests = await withClockStill(async () => {
      await saveText(staffOne, { formId, text: '210B' });
      return requestsOf(() => saveText(staffOne, { formId, text: '210C', expectedVersion: 1 }));
    });

    expect(requests).toBe(1);
    expect(await textOf(staffOne, formId, 'lsi-room')).toMatchObject({ text: '210C', version: 2 });
  });

  it('is FORBIDDEN once the form moved to a status its owner may not update, and changes nothing', async () => {
    const formId = await newForm();
    await saveText(staffOne, { formId, text: 'before' });
    await updateExistingRecord(formEntity, formEntity.key({ id: formId } as FormRecord), { set: { status: 'submitted' } });

    const refused = await saveText(staffOne, { formId, text: 'after', expectedVersion: 1 });

    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(refused.errors?.[0]?.message).toBe('You do not have permission to change this form.');
    expect(await textOf(staffOne, formId, 'lsi-room')).toMatchObject({ text: 'before', version: 1 });
  });

  it('answers CONFLICT with the current answer to a stale version', async () => {
    const formId = await newForm();
    await saveText(staffOne, { formId, text: 'first' });
    await saveText(staffOne, { formId, text: 'second', expectedVersion: 1 });

    const stale = await saveText(staffOne, { formId, text: 'late', expectedVersion: 1 });

    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(stale.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { questionId: 'lsi-room', version: 2, text: 'second' } });
  });

  it("is FORBIDDEN to someone who is not the form's owner, and NOT_FOUND for a form that does not exist", async () => {
    const formId = await newForm();
    await saveText(staffOne, { formId, text: 'mine' });

    const stranger = await saveText(staffTwo, { formId, text: 'theirs', expectedVersion: 1 });
    const unknown = await saveText(staffOne, { formId: 'no-such-form', text: 'x' });

    expect(codesOf(stranger)).toEqual(['FORBIDDEN']);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
    expect(await textOf(staffOne, formId, 'lsi-room')).toMatchObject({ text: 'mine', version: 1 });
  });

  it('stops once a revoked owner grant has been cached for its TTL (the revocation delay), without waiting', async () => {
    const formId = await newForm();
    const start = Date.now() + 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await saveText(staffOne, { formId, text: 'granted' });

    await authorization().write([], [ownerGrant]);
    try {
      vi.setSystemTime(start + ownerGrantTtlMs - 1);
      const withinDelay = await saveText(staffOne, { formId, text: 'still cached', expectedVersion: 1 });
      vi.setSystemTime(start + ownerGrantTtlMs);
      const afterDelay = await saveText(staffOne, { formId, text: 'revoked', expectedVersion: 2 });

      expect(codesOf(withinDelay)).toEqual([]);
      expect(codesOf(afterDelay)).toEqual(['FORBIDDEN']);
      expect(await textOf(staffOne, formId, 'lsi-room')).toMatchObject({ text: 'still cached', version: 2 });
    } finally {
      await authorization().write([ownerGrant], []);
    }
  });

  it('answers BAD_USER_INPUT, and keeps every earlier answer, when an answer would not fit in the form', async () => {
    const formId = await newForm();
    // 20 KB answers: about the twentieth passes the 400 KB a form item holds (ASCII, as dynalite counts
    // characters where DynamoDB counts UTF-8 bytes).
    const long = 'x'.repeat(20_000);
    const inRow = (row: number) => ({ questionId: 'lsi-action-text', location: { parentId: 'lsi-actions', rowId: `row-${row}` } });
    const places = [{ questionId: 'lsi-room' }, { questionId: 'lsi-contact' }, { questionId: 'lsi-comments' }, ...Array.from({ length: 20 }, (_, row) => inRow(row))];

    const answers = [];
    for (const at of places) {
      const answer = await staffOne.graphql('mutation Save($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', { input: { formId, ...at, text: long } });
      answers.push(answer);
      if (codesOf(answer).length) break;
    }

    const saved = answers.slice(0, -1);
    expect(saved.length).toBeGreaterThanOrEqual(15);
    expect(saved.map(codesOf).flat()).toEqual([]);
    expect(codesOf(answers.at(-1)!)).toEqual(['BAD_USER_INPUT']);
    expect(answers.at(-1)?.errors?.[0]?.errorInfo?.details).toMatchObject({ field: 'lsi-action-text', reason: 'FORM_TOO_LARGE', limitBytes: 409_600 });
    expect((await readForm(staffOne, formId)).data?.form?.responses.filter((response) => response.text === long)).toHaveLength(saved.length);
  });
});
