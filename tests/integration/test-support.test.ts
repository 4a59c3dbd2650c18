import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysTaggedWith } from '../../functions/data/store';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { labInspectionTemplateId, readForm, startForm } from './steps/form-steps';
import { answerText, runEvent, startFlowForm } from './steps/flow-steps';
import { everyItem, givenTimedTemplateWithMail, givenUploadedImage, hasImageFolder, itemsMentioning, suiteUsername, withHeaders } from './steps/test-support-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let suite: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  suite = await signIn(stack.url, suiteUsername);
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

const personas = ['global.admin', 'campus.admin', 'program.admin', 'staff.one', 'staff.two', 'health.user'];
const hourMs = 60 * 60 * 1000;
const cleanup = (client: ApiClient, testId: string) =>
  client.graphql<{ cleanupByTestId: { testId: string; deleted: number; blobsDeleted: number } }>(
    'mutation C($testId: String!) { cleanupByTestId(testId: $testId) { testId deleted blobsDeleted } }',
    { testId },
  );
const runScheduler = (client: ApiClient, now: string) =>
  client.graphql<{ runScheduler: { jobsFired: number } }>('mutation R($now: AWSDateTime) { runScheduler(now: $now) { jobsFired } }', { now });

describe('cleanupByTestId', () => {
  it("removes everything the suite's tagged requests created, in one call, and nothing of anyone else's", async () => {
    // Prepare: as the suite, tagged, a template with a workflow (mail, timer, job), forms, an image; a persona's form.
    const testId = `suite-${randomUUID()}`;
    const tagged = withHeaders(suite, { 'x-test-id': testId });
    const template = await givenTimedTemplateWithMail(tagged);
    const form = await startFlowForm(tagged, template.templateId);
    await answerText(tagged, form.id, template.siteId, 'Lab 4');
    await runEvent(tagged, form.id, 'submit');
    await stack.drainEffects();
    const inspection = (await startForm(tagged, labInspectionTemplateId)).data!.startForm!;
    await givenUploadedImage(tagged, stack.url, inspection.id, 'lsi-photos');
    const jobRun = await runScheduler(suite, new Date(Date.now() + 7 * hourMs).toISOString());
    const personasForm = (await startForm(staffOne)).data!.startForm!;
    const ids = [form.id, inspection.id, template.groupId, template.templateId, template.workflowId, template.notificationTemplateId];
    const before = await everyItem();

    // Act
    const answer = await cleanup(suite, testId);

    // Assess: nothing tagged or pointing at what was removed is left, in the table or the blob folder.
    const after = await everyItem();
    expect(answer.errors).toBeUndefined();
    expect(jobRun.data?.runScheduler.jobsFired).toBeGreaterThanOrEqual(1);
    expect(before.filter((item) => item.testId === testId).map((item) => item.entity)).toEqual(
      expect.arrayContaining(['Form', 'TemplateGroup', 'Tuple', 'Timer', 'OutboxMail', 'NotificationTemplate', 'ScheduledJobs']),
    );
    expect(itemsMentioning(before, ids).map((item) => item.entity)).toContain('JobRun');
    expect(after.filter((item) => item.testId === testId)).toEqual([]);
    expect(itemsMentioning(after, ids)).toEqual([]);
    expect(await keysTaggedWith(testId)).toEqual([]);
    expect(answer.data?.cleanupByTestId).toMatchObject({ testId, blobsDeleted: 1 });
    expect(hasImageFolder(inspection.id)).toBe(false);
    expect((await readForm(staffOne, personasForm.id)).data?.form?.id).toBe(personasForm.id);
  });
});

describe('who may use test support', () => {
  it('refuses every persona, global.admin included, and changes nothing', async () => {
    // Prepare
    const testId = `suite-${randomUUID()}`;
    const suiteForm = (await startForm(withHeaders(suite, { 'x-test-id': testId }))).data!.startForm!;
    const clients = await Promise.all(personas.map((username) => signIn(stack.url, username)));
    const before = await everyItem();

    // Act
    const answers = [];
    for (const client of clients) {
      const tagged = withHeaders(client, { 'x-test-id': testId });
      answers.push(
        await cleanup(tagged, testId),
        await tagged.graphql('mutation { cleanupTestData { deleted } }'),
        await tagged.graphql('mutation { cleanupOrphanTestData { deleted } }'),
        await tagged.graphql('mutation { setupPermanentFixtures { created } }'),
        await runScheduler(tagged, new Date(Date.now() + 30 * 24 * hourMs).toISOString()),
      );
    }

    // Assess
    expect(answers.map(codesOf)).toEqual(answers.map(() => ['FORBIDDEN']));
    expect(await everyItem()).toEqual(before);
    expect((await readForm(suite, suiteForm.id)).data?.form?.id).toBe(suiteForm.id);
  });

  it("ignores a persona's x-test-id: the form is not tagged and survives the suite's cleanup of that id", async () => {
    // Prepare
    const evil = `evil-${randomUUID()}`;
    const victimForm = (await startForm(staffOne, undefined, { 'x-test-id': evil })).data!.startForm!;

    // Act
    const answer = await cleanup(suite, evil);

    // Assess
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.cleanupByTestId.deleted).toBe(0);
    expect((await everyItem()).filter((item) => item.testId === evil)).toEqual([]);
    expect((await readForm(staffOne, victimForm.id)).data?.form?.id).toBe(victimForm.id);
  });
});

describe('the other test-support operations', () => {
  it('setupPermanentFixtures is idempotent: a second call creates nothing and says so', async () => {
    const tagged = withHeaders(suite, { 'x-test-id': `suite-${randomUUID()}` });

    const first = await tagged.graphql<{ setupPermanentFixtures: { created: number; unchanged: number; fixtures: string[] } }>(
      'mutation { setupPermanentFixtures { created unchanged fixtures } }',
    );
    const second = await tagged.graphql<{ setupPermanentFixtures: { created: number; unchanged: number; fixtures: string[] } }>(
      'mutation { setupPermanentFixtures { created unchanged fixtures } }',
    );

    expect(first.errors).toBeUndefined();
    expect(second.data?.setupPermanentFixtures).toEqual({ created: 0, unchanged: 2, fixtures: first.data?.setupPermanentFixtures.fixtures });
    expect(first.data?.setupPermanentFixtures.fixtures).toEqual(['tenant:PSS#member@user:svc-test-suite', 'campus:01#member@user:svc-test-suite']);
  });

  it('cleanupTestData removes the data of every test id, and cleanupOrphanTestData what points at a removed form', async () => {
    // Prepare: two test ids' forms, and an image folder of a form that no longer exists.
    const [first, second] = [`suite-${randomUUID()}`, `suite-${randomUUID()}`];
    const firstForm = (await startForm(withHeaders(suite, { 'x-test-id': first }))).data!.startForm!;
    const secondForm = (await startForm(withHeaders(suite, { 'x-test-id': second }))).data!.startForm!;
    const untaggedForm = (await startForm(suite)).data!.startForm!;
    await givenUploadedImage(suite, stack.url, untaggedForm.id, 'lsi-photos');
    const deleted = await suite.graphql('mutation D($input: FormIdInput!) { deleteForm(input: $input) { id } }', { input: { formId: untaggedForm.id } });

    // Act
    const all = await suite.graphql<{ cleanupTestData: { testIds: string[] } }>('mutation { cleanupTestData { testIds deleted blobsDeleted } }');
    const orphans = await suite.graphql<{ cleanupOrphanTestData: { deleted: number; blobFoldersDeleted: number } }>(
      'mutation { cleanupOrphanTestData { deleted blobFoldersDeleted } }',
    );

    // Assess
    expect(deleted.errors).toBeUndefined();
    expect(all.data?.cleanupTestData.testIds).toEqual(expect.arrayContaining([first, second]));
    expect(codesOf(await readForm(suite, firstForm.id))).toEqual(['NOT_FOUND']);
    expect(codesOf(await readForm(suite, secondForm.id))).toEqual(['NOT_FOUND']);
    expect((await everyItem()).filter((item) => item.testId !== undefined)).toEqual([]);
    expect(orphans.data?.cleanupOrphanTestData.blobFoldersDeleted).toBeGreaterThanOrEqual(1);
    expect(hasImageFolder(untaggedForm.id)).toBe(false);
  });
});
