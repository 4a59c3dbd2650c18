import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterEntity, legacyResponseEntity } from '../../functions/data/entities';
import { ConditionFailed, getRecord, keysTaggedWith, putRecord, updateRecord } from '../../functions/data/store';
import { runInRequestContext } from '../../functions/shared/request-context';
import { startTestStore } from './support/local-store';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

describe('the storage layer against dynalite', () => {
  it('refuses to overwrite an item put with mustNotExist', async () => {
    await putRecord(counterEntity, { name: 'guard', value: 1 }, { mustNotExist: true });

    await expect(putRecord(counterEntity, { name: 'guard', value: 2 }, { mustNotExist: true })).rejects.toBeInstanceOf(
      ConditionFailed,
    );
    expect(await getRecord(counterEntity, counterEntity.key({ name: 'guard', value: 0 }))).toEqual({ name: 'guard', value: 1 });
  });

  it('tags items created during a request with its test id, but never items that already existed', async () => {
    const existing = { formId: 'f1', questionId: 'q1' };
    await updateRecord(legacyResponseEntity, legacyResponseEntity.key({ ...existing } as never), {
      set: { version: 1 },
      setIfMissing: { formId: 'f1', questionId: 'q1' },
    });

    await runInRequestContext({ testId: 'test-abc' }, async () => {
      await updateRecord(legacyResponseEntity, legacyResponseEntity.key({ formId: 'f1', questionId: 'q1' } as never), {
        set: { version: 2 },
        setIfMissing: { formId: 'f1', questionId: 'q1' },
      });
      await updateRecord(legacyResponseEntity, legacyResponseEntity.key({ formId: 'f1', questionId: 'q2' } as never), {
        set: { version: 1 },
        setIfMissing: { formId: 'f1', questionId: 'q2' },
      });
      await putRecord(counterEntity, { name: 'tagged', value: 0 });
    });

    const tagged = await keysTaggedWith('test-abc');
    expect(tagged.map((key) => key.pk + ' ' + key.sk).sort()).toEqual([
      'COUNTER#tagged COUNTER',
      'FORM#f1 RESPONSE#q2#-#-',
    ]);
  });
});
