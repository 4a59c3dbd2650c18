import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEntity, legacyResponseEntity, type FormRecord, type ResponseRecord } from '../../functions/data/entities';
import { findFormWithResponses } from '../../functions/data/forms-repository';
import { foldLegacyAnswers } from '../../functions/data/legacy-answers-fold';
import { getRecord, putRecord } from '../../functions/data/store';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startApi } from './support/local-api';

let stack: LocalStack;

const person = { userId: 'user-legacy', firstName: 'Leg', lastName: 'Acy', email: 'legacy@example.edu' };
const legacyForm: FormRecord = {
  id: 'legacy-form-1',
  name: 'Legacy',
  status: 'draft',
  templateId: 'tpl-lab-safety-inspection-v1',
  templateGroupId: 'tg-lab-safety-inspection',
  campusCode: '01',
  owner: person,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  statusEvents: [],
};
const answer = (questionId: string, lastSaved: string, formId = legacyForm.id): ResponseRecord => ({
  formId,
  questionId,
  value: { kind: 'TextResponse', text: questionId },
  version: 3,
  lastSaved,
  savedBy: person.userId,
  createdAt: '2026-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  stack = await startApi();
});
afterAll(async () => stack.close());

describe('folding answers stored as their own items into the form item', () => {
  it('moves each answer onto its form, deletes the answer items, and is a no-op the second time', async () => {
    // Prepare: a form item without an answers map and two answer items, as written before issue 13.
    await putRecord(formEntity, legacyForm);
    await putRecord(legacyResponseEntity, answer('lsi-room', '2026-01-02T00:00:00.000Z'));
    await putRecord(legacyResponseEntity, answer('lsi-contact', '2026-01-03T00:00:00.000Z'));
    await putRecord(legacyResponseEntity, answer('lsi-room', '2026-01-02T00:00:00.000Z', 'legacy-form-gone'));

    const first = await foldLegacyAnswers();
    const second = await foldLegacyAnswers();

    const { form, responses } = await findFormWithResponses(legacyForm.id, true);
    expect(responses.map((response) => [response.questionId, response.version]).sort()).toEqual([['lsi-contact', 3], ['lsi-room', 3]]);
    expect(form?.lastSaved).toBe('2026-01-03T00:00:00.000Z');
    expect(await getRecord(legacyResponseEntity, legacyResponseEntity.key(answer('lsi-room', '')), true)).toBeUndefined();
    expect(first).toMatchObject({ answers: 2, skipped: 1 });
    expect(second).toMatchObject({ answers: 0 });
  });
});
