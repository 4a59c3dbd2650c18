import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormRecord } from '../../functions/data/entities';
import { readFormCounts } from '../../functions/data/form-counters';
import { createForm, deleteFormWithResponses } from '../../functions/data/forms-repository';
import { startTestStore } from './support/local-store';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

const person = (userId: string) => ({ userId, firstName: 'A', lastName: 'B', email: `${userId}@example.edu` });

function form(id: string, ownerId: string, programId?: string): FormRecord {
  const now = '2026-11-24T08:00:00.000Z';
  return {
    id,
    name: 'Inspection',
    status: 'draft',
    templateId: 'tpl-1',
    templateGroupId: 'grp-counted',
    campusCode: '01',
    ...(programId ? { programId } : {}),
    owner: person(ownerId),
    createdDate: now,
    updatedAt: now,
    statusEvents: [],
  };
}

const scopes = [
  { kind: 'owner', userId: 'counted-a' },
  { kind: 'owner', userId: 'counted-b' },
  { kind: 'templateGroup', groupId: 'grp-counted' },
  { kind: 'program', programId: 'prog-counted' },
] as const;

describe('form counters', () => {
  it('count a form in its owner, template group and program on create, and out once on delete', async () => {
    expect(await readFormCounts(scopes)).toEqual([0, 0, 0, 0]);
    await createForm(form('counted-1', 'counted-a', 'prog-counted'));
    await createForm(form('counted-2', 'counted-a'));
    await createForm(form('counted-3', 'counted-b', 'prog-counted'));
    expect(await readFormCounts(scopes)).toEqual([2, 1, 3, 2]);

    await deleteFormWithResponses('counted-1');
    // A second delete of the same form (a retry, a racing caller) finds nothing and counts nothing.
    await deleteFormWithResponses('counted-1');
    expect(await readFormCounts(scopes)).toEqual([1, 1, 2, 1]);
  });
});
