import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, Query } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { guestSession, type GuestClient } from './support/guest-client';
import { clientFor, codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let globalAdmin: ApiClient;

const publicTemplate = `query T($id: ID!) { publicTemplate(templateGroupId: $id) { templateGroupId name description } }`;
const start = `mutation S($input: StartPublicFormInput!) { startPublicForm(input: $input) { id status canEdit parentFormId items { id kind label required version text selectedOptionIds subformTemplateGroupId childFormId } } }`;
const read = `query F($id: ID!) { publicForm(formId: $id) { id status canEdit items { id text selectedOptionIds version } } }`;
const save = `mutation A($input: SavePublicAnswerInput!) { savePublicAnswer(input: $input) { formId questionId version } }`;
const submit = `mutation Sub($id: ID!) { submitPublicForm(formId: $id) { id status canEdit } }`;
const setFlag = `mutation Set($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key enabled } }`;

const startFeedback = (guest: GuestClient) => guest.graphql<Mutation>(start, { input: { templateGroupId: 'tg-visitor-feedback' } });

beforeAll(async () => {
  stack = await startApi();
  [staffOne, globalAdmin] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'global.admin')]);
});
afterAll(async () => stack.close());

describe('guest sessions on the public routes', () => {
  it('gives a first visit a signed guest cookie scoped to /public, HttpOnly, and keeps the same guest with it', async () => {
    const first = await fetch(`${stack.url}/public/api/guest-session`);
    const setCookie = first.headers.get('set-cookie') ?? '';
    const cookie = setCookie.split(';')[0] ?? '';
    const again = await fetch(`${stack.url}/public/api/guest-session`, { headers: { cookie } });
    const forged = await fetch(`${stack.url}/public/api/guest-session`, { headers: { cookie: `${cookie.slice(0, -3)}abc` } });

    expect(setCookie).toMatch(/^gid=[0-9a-f-]{36}\.[\w-]+; Path=\/public; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(again.headers.get('set-cookie')).toBeNull();
    // A cookie whose signature is not ours is a new guest.
    expect(forged.headers.get('set-cookie')).toMatch(/^gid=/);
  });

  it('clears the guest cookie when the session ends (after a submit)', async () => {
    const ended = await fetch(`${stack.url}/public/api/guest-session/end`, { method: 'POST' });

    expect(ended.headers.get('set-cookie')).toMatch(/^gid=; Path=\/public; Max-Age=0; HttpOnly/);
  });
});

describe('a guest filling in a public form', () => {
  it('starts the form of a public template, saves answers, resumes it with the same cookie and submits it', async () => {
    const guest = await guestSession(stack.url);
    const template = await guest.graphql<Query>(publicTemplate, { id: 'tg-visitor-feedback' });
    const started = await startFeedback(guest);
    const formId = started.data?.startPublicForm.id ?? '';
    const building = await guest.graphql<Mutation>(save, { input: { formId, questionId: 'vf-building', text: 'Old Main' } });
    await guest.graphql<Mutation>(save, { input: { formId, questionId: 'vf-safe', selectedOptionIds: ['vf-safe-o1'] } });
    const resumed = await startFeedback(await guestSession(stack.url, guest.cookie));
    const submitted = await guest.graphql<Mutation>(submit, { id: formId });

    expect(template.data?.publicTemplate).toEqual({ templateGroupId: 'tg-visitor-feedback', name: 'Campus Visitor Feedback', description: expect.any(String) });
    expect(started.data?.startPublicForm).toMatchObject({ status: 'draft', canEdit: true, parentFormId: null });
    expect(started.data?.startPublicForm.items.map((item) => item.kind)).toEqual(['STATIC_TEXT', 'TEXT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TOGGLE', 'PARAGRAPH', 'SUBFORM']);
    expect(building.data?.savePublicAnswer).toEqual({ formId, questionId: 'vf-building', version: 1 });
    expect(resumed.data?.startPublicForm.id).toBe(formId);
    expect(resumed.data?.startPublicForm.items.find((item) => item.id === 'vf-building')?.text).toBe('Old Main');
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitPublicForm).toMatchObject({ status: 'submitted', canEdit: false });
  });

  it('refuses a submit with a required answer missing, naming it', async () => {
    const guest = await guestSession(stack.url);
    const formId = (await startFeedback(guest)).data?.startPublicForm.id ?? '';

    const submitted = await guest.graphql<Mutation>(submit, { id: formId });

    expect(codesOf(submitted)).toEqual(['BAD_USER_INPUT']);
  });

  it('opens the subform of its own form, under that form', async () => {
    const guest = await guestSession(stack.url);
    const parentId = (await startFeedback(guest)).data?.startPublicForm.id ?? '';

    const child = await guest.graphql<Mutation>(start, { input: { templateGroupId: 'tg-visitor-follow-up', parentFormId: parentId, subformElementId: 'vf-follow-up' } });
    const parent = await guest.graphql<Query>(start.replace('S(', 'S2('), { input: { templateGroupId: 'tg-visitor-feedback' } });

    expect(child.errors).toBeUndefined();
    expect(child.data?.startPublicForm).toMatchObject({ parentFormId: parentId, canEdit: true });
    const subform = (parent.data as unknown as Mutation | undefined)?.startPublicForm.items.find((item) => item.kind === 'SUBFORM');
    expect(subform).toMatchObject({ subformTemplateGroupId: 'tg-visitor-follow-up', childFormId: child.data?.startPublicForm.id });
  });

  it("answers NOT_FOUND for another guest's form, a staff template and a staff form", async () => {
    const owner = await guestSession(stack.url);
    const other = await guestSession(stack.url);
    const formId = (await startFeedback(owner)).data?.startPublicForm.id ?? '';
    const staffForm = await staffOne.graphql<Mutation>(`mutation { startForm(input: { templateId: "tpl-lab-safety-v1" }) { id } }`);

    const theirs = await other.graphql<Query>(read, { id: formId });
    const theirSave = await other.graphql<Mutation>(save, { input: { formId, questionId: 'vf-building', text: 'x' } });
    const staffTemplate = await other.graphql<Query>(publicTemplate, { id: 'tg-lab-safety-inspection' });
    const staffStart = await other.graphql<Mutation>(start, { input: { templateGroupId: 'tg-lab-safety-inspection' } });
    const staffRead = await other.graphql<Query>(read, { id: staffForm.data?.startForm?.id ?? 'none' });

    expect([theirs, theirSave, staffTemplate, staffStart, staffRead].map(codesOf)).toEqual([['NOT_FOUND'], ['NOT_FOUND'], ['NOT_FOUND'], ['NOT_FOUND'], ['NOT_FOUND']]);
  });

  it('refuses answers over 2,000 characters', async () => {
    const guest = await guestSession(stack.url);
    const formId = (await startFeedback(guest)).data?.startPublicForm.id ?? '';

    const saved = await guest.graphql<Mutation>(save, { input: { formId, questionId: 'vf-comments', text: 'x'.repeat(2_001) } });

    expect(codesOf(saved)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('what the guests auth mode reaches', () => {
  it('refuses a guest every other operation as AppSync refuses a field of another auth mode', async () => {
    const guest = await guestSession(stack.url);

    const answer = await guest.graphql<Query>(`query { campuses { id } }`);

    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Not Authorized to access campuses on type Query' });
  });

  it('refuses a signed-in user the public operations, and a wrong API key before any GraphQL', async () => {
    const staff = await staffOne.graphql<Query>(publicTemplate, { id: 'tg-visitor-feedback' });
    const wrongKey = await clientFor(stack.url).graphql<Query>(publicTemplate, { id: 'tg-visitor-feedback' }, { 'x-api-key': 'da2-not-ours' });

    expect(staff.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect(wrongKey).toMatchObject({ status: 401, errors: [{ errorType: 'UnauthorizedException' }] });
  });

  it('refuses a request without a valid guest token', async () => {
    const answer = await clientFor(stack.url).graphql<Query>(publicTemplate, { id: 'tg-visitor-feedback' }, { 'x-api-key': process.env.GUEST_API_KEY ?? '', 'x-guest-token': 'forged' });

    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
  });

  it('answers TOO_MANY_REQUESTS once a guest spends the budget of a minute', async () => {
    // The budget is per clock minute (windows start on the minute): 121 calls that straddle a minute's end open
    // a fresh budget half way. So when the calls did straddle one, spend a new guest's budget again: it then
    // starts just after a minute began, with the whole minute for its 121 calls.
    const minuteOf = () => Math.floor(Date.now() / 60_000);
    const spendBudget = async () => {
      const guest = await guestSession(stack.url);
      const minute = minuteOf();
      const answers = [];
      for (let call = 0; call < 121; call += 1) answers.push(await guest.graphql<Query>(publicTemplate, { id: 'tg-visitor-feedback' }));
      return { answers, withinOneMinute: minuteOf() === minute };
    };
    let spent = await spendBudget();
    if (!spent.withinOneMinute) spent = await spendBudget();
    const { answers } = spent;

    expect(spent.withinOneMinute).toBe(true);

    expect(answers.slice(0, 120).every((answer) => answer.errors === undefined)).toBe(true);
    expect(codesOf(answers[120] ?? { status: 0 })).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('answers NOT_FOUND for every public template while the flag rollout-public-routes is off', async () => {
    const guest = await guestSession(stack.url);
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-public-routes', enabled: false } });

    const template = await guest.graphql<Query>(publicTemplate, { id: 'tg-visitor-feedback' });
    const open = await guest.graphql<Query>(`query { publicRoutesOpen }`);
    await globalAdmin.graphql<Mutation>(setFlag, { input: { key: 'rollout-public-routes', enabled: true } });

    expect(codesOf(template)).toEqual(['NOT_FOUND']);
    expect(open.data?.publicRoutesOpen).toBe(false);
  });
});
