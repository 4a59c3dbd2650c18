import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, Query } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient & { token: string };
let staffOne: ApiClient;

const settingsQuery = `query { featureFlagSettings { key enabled campusCodes userIds known updatedBy updatedAt campuses { campusCode enabled } } }`;
const historyQuery = `query History($key: String!) { featureFlagHistory(key: $key) { key changedBy source enabled campusCodes userIds changedAt } }`;
const setFlag = `mutation Set($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key enabled campusCodes updatedBy campuses { campusCode enabled } } }`;
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
    expect(history.data?.featureFlagHistory).toEqual([
      expect.objectContaining({ key: 'poc-import-mapper', changedBy: 'user-global-admin', source: 'api', enabled: true, campusCodes: ['01'] }),
    ]);
  });

  it('lists the newest change first', async () => {
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-dashboard', enabled: true } });
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-dashboard', enabled: false } });

    const history = await globalAdmin.graphql<Query>(historyQuery, { key: 'rollout-dashboard' });

    // The configured state (infra/config) may follow: the two changes just made come first, newest on top.
    expect(history.data?.featureFlagHistory.map((change) => change.enabled).slice(0, 2)).toEqual([false, true]);
    expect(history.data?.featureFlagHistory[0]).toMatchObject({ source: 'api', changedBy: 'user-global-admin' });
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
