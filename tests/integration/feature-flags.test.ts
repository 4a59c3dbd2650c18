import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, Query } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient & { token: string };
let staffOne: ApiClient;

const settingsQuery = `query { featureFlagSettings { key enabled campusCodes userIds known updatedBy updatedAt campuses { campusCode enabled } } }`;
const historyQuery = `query History($key: String!, $limit: Int, $cursor: String) {
  featureFlagHistory(key: $key, limit: $limit, cursor: $cursor) { items { key changedBy source enabled campusCodes userIds changedAt } nextCursor }
}`;
const setFlag = `mutation Set($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key enabled campusCodes updatedBy version campuses { campusCode enabled } } }`;
const callerFlags = `query { featureFlags { key enabled } }`;

beforeAll(async () => {
  stack = await startApi();
  [globalAdmin, staffOne] = await Promise.all([signIn(stack.url, 'global.admin'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

const flagOf = (answer: { data?: Query | null }, key: string) => answer.data?.featureFlagSettings.find((flag) => flag.key === key);

describe('the feature flags API', () => {
  it('shows a global admin every flag with its state per campus, the configured ones as set by infra/config', async () => {
    const answer = await globalAdmin.graphql<Query>(settingsQuery);

    expect(answer.errors).toBeUndefined();
    expect(flagOf(answer, 'rollout-form-v2')).toMatchObject({ enabled: false, known: true, updatedBy: 'infra/config' });
    expect(flagOf(answer, 'rollout-documents-page')?.campuses).toHaveLength(14);
    expect(flagOf(answer, 'rollout-documents-page')?.campuses.every((campus) => campus.enabled)).toBe(true);
    // A known flag nobody stored is off everywhere.
    expect(flagOf(answer, 'poc-import-mapper')).toMatchObject({ enabled: false, updatedBy: null });
  });

  it('sets a flag for one campus, which its people see on, and records who did it', async () => {
    const set = await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'poc-import-mapper', enabled: true, campusCodes: ['01'] } });
    const staffFlags = await staffOne.graphql<Query>(callerFlags);
    const history = await globalAdmin.graphql<Query>(historyQuery, { key: 'poc-import-mapper' });

    expect(set.errors).toBeUndefined();
    expect(set.data?.setFeatureFlag).toMatchObject({ enabled: true, campusCodes: ['01'], updatedBy: 'user-global-admin' });
    expect(set.data?.setFeatureFlag.campuses.filter((campus) => campus.enabled).map((campus) => campus.campusCode)).toEqual(['01']);
    expect(staffFlags.data?.featureFlags).toContainEqual({ key: 'poc-import-mapper', enabled: true });
    expect(history.data?.featureFlagHistory.items).toEqual([
      expect.objectContaining({ key: 'poc-import-mapper', changedBy: 'user-global-admin', source: 'api', enabled: true, campusCodes: ['01'] }),
    ]);
    expect(history.data?.featureFlagHistory.nextCursor).toBeNull();
  });

  it('lists the newest change first', async () => {
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-dashboard', enabled: true } });
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-dashboard', enabled: false } });

    const history = await globalAdmin.graphql<Query>(historyQuery, { key: 'rollout-dashboard' });

    // The configured state (infra/config) may follow: the two changes just made come first, newest on top.
    expect(history.data?.featureFlagHistory.items.map((change) => change.enabled).slice(0, 2)).toEqual([false, true]);
    expect(history.data?.featureFlagHistory.items[0]).toMatchObject({ source: 'api', changedBy: 'user-global-admin' });
  });

  it('pages the history by cursor, a page staying where it was when newer changes arrive', async () => {
    for (const campusCodes of [['01'], ['02'], ['03']]) {
      await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-user-documents', enabled: true, campusCodes } });
    }

    const first = await globalAdmin.graphql<Query>(historyQuery, { key: 'rollout-user-documents', limit: 2 });
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-user-documents', enabled: false } });
    const second = await globalAdmin.graphql<Query>(historyQuery, { key: 'rollout-user-documents', limit: 2, cursor: first.data?.featureFlagHistory.nextCursor });

    expect(first.data?.featureFlagHistory.items.map((change) => change.campusCodes)).toEqual([['03'], ['02']]);
    expect(second.data?.featureFlagHistory.items[0]?.campusCodes).toEqual(['01']);
  });

  it('refuses a cursor of another flag with BAD_USER_INPUT', async () => {
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-away-redirect', enabled: true } });
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-away-redirect', enabled: false } });
    const page = await globalAdmin.graphql<Query>(historyQuery, { key: 'rollout-away-redirect', limit: 1 });

    const misused = await globalAdmin.graphql<Query>(historyQuery, { key: 'rollout-dashboard', cursor: page.data?.featureFlagHistory.nextCursor });

    expect(page.data?.featureFlagHistory.nextCursor).toEqual(expect.any(String));
    expect(codesOf(misused)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a change decided on a version someone else moved on, answering the current state', async () => {
    const seen = (await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-data-mapper', enabled: true, campusCodes: ['01'] } })).data!.setFeatureFlag;
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-data-mapper', enabled: true, campusCodes: ['01', '02'], expectedVersion: seen.version } });

    const late = await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-data-mapper', enabled: false, expectedVersion: seen.version } });
    const after = await globalAdmin.graphql<Query>(settingsQuery);

    expect(codesOf(late)).toEqual(['CONFLICT']);
    expect(late.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { enabled: true, campusCodes: ['01', '02'], version: seen.version + 1 } });
    expect(flagOf(after, 'rollout-data-mapper')).toMatchObject({ enabled: true, campusCodes: ['01', '02'] });
  });

  it('says a campus is off when the flag is on for listed people only', async () => {
    const set = await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-form-v2', enabled: true, userIds: ['user-staff-one'] } });
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-form-v2', enabled: false } });

    expect(set.data?.setFeatureFlag.campuses.some((campus) => campus.enabled)).toBe(false);
  });

  it('refuses staff without internal tools, reading or setting', async () => {
    const read = await staffOne.graphql<Query>(settingsQuery);
    const history = await staffOne.graphql<Query>(historyQuery, { key: 'rollout-form-v2' });
    const write = await staffOne.graphql<Mutation>(setFlag, { input: { key: 'rollout-form-v2', enabled: true } });
    const after = await globalAdmin.graphql<Query>(settingsQuery);

    expect([...codesOf(read), ...codesOf(history), ...codesOf(write)]).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    expect(flagOf(after, 'rollout-form-v2')?.enabled).toBe(false);
  });

  it('refuses a malformed key or campus code with BAD_USER_INPUT', async () => {
    const badKey = await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'Not A Key', enabled: true } });
    const badCampus = await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-dashboard', enabled: true, campusCodes: ['x'] } });

    expect([...codesOf(badKey), ...codesOf(badCampus)]).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
  });
});
