import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusEntity } from '../../functions/data/entities';
import { findCampus } from '../../functions/data/organization-repository';
import { putRecord } from '../../functions/data/store';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { signIn, startApi } from './support/local-api';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startApi();
});
afterAll(async () => stack.close());

describe('the Away redirect on a fresh deploy', () => {
  it('answers null (the not-found page) while the configured Away group does not exist yet, and the group once it does', async () => {
    const bayview = (await findCampus('01'))!;
    const away = async () =>
      (await (await signIn(stack.url, 'staff.one')).graphql<{ awayTemplate: { templateGroupId: string } | null }>('{ awayTemplate { templateGroupId } }')).data
        ?.awayTemplate;

    // As on a fresh deploy: the configuration names a group nobody has authored.
    await putRecord(campusEntity, { ...bayview, awayTemplateGroupId: 'tg-away-not-authored' });
    const beforeAuthoring = await away();
    await putRecord(campusEntity, bayview);
    const afterAuthoring = await away();

    expect(beforeAuthoring).toBeNull();
    expect(afterAuthoring).toEqual({ templateGroupId: 'tg-away-01' });
  });
});
