import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';
import { tallyRequests } from './support/request-tally';

// Get Started (the home page) and Start New (the top bar's menu) list the campus's startable templates. Their
// cost must not grow with the campus's template groups: one read of the campus's groups, then checks whose reads
// do not depend on how many groups there are.

const getStarted = '{ assessmentTemplates { id label templateGroupId } }';
const startNew = '{ assessmentTemplates(includeRestrictedCreateAccess: false) { id label description templateGroupId } }';

let stack: LocalStack;
let globalAdmin: ApiClient;
let staffOne: ApiClient;

/** The templates a query lists for staff.one, and the DynamoDB requests it cost (asked once before, warm). */
async function measured(query: string) {
  await staffOne.graphql(query);
  const tally = await tallyRequests(() => staffOne.graphql<{ assessmentTemplates: Array<{ id: string; label: string }> }>(query));
  expect(tally.result.errors).toBeUndefined();
  const labels = tally.result.data!.assessmentTemplates.map((template) => template.label);
  return { labels, ownReads: tally.requests - tally.permissionReads, permissionReads: tally.permissionReads };
}

/** A published campus-01 template of the lab safety program, shown on the home page. */
async function givenHomeTemplate(name: string) {
  const template = (await createCampusTemplate(globalAdmin, name)).data!.createCampusTemplate;
  await addQuestion(globalAdmin, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Where' });
  await globalAdmin.graphql('mutation U($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }', {
    input: { templateId: template.id, expectedRevision: template.revision, showOnHomepage: true },
  });
  expect((await publishTemplate(globalAdmin, template.id, true)).data?.publishTemplate.problems).toEqual([]);
}

beforeAll(async () => {
  stack = await startApi();
  [globalAdmin, staffOne] = await Promise.all([signIn(stack.url, 'global.admin'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

describe('the cost of Get Started and Start New', () => {
  it('reads the same when the campus gains 20 startable template groups, which both lists then show', async () => {
    const [getStartedBefore, startNewBefore] = [await measured(getStarted), await measured(startNew)];

    const names = Array.from({ length: 20 }, (_, index) => uniqueName(`Scale check ${index}`));
    for (const name of names) await givenHomeTemplate(name);
    const [getStartedAfter, startNewAfter] = [await measured(getStarted), await measured(startNew)];

    expect(getStartedAfter.labels).toEqual(expect.arrayContaining(names));
    expect(startNewAfter.labels).toEqual(expect.arrayContaining(names));
    expect(getStartedAfter.labels).toHaveLength(getStartedBefore.labels.length + 20);
    expect({ getStarted: getStartedAfter.ownReads, startNew: startNewAfter.ownReads }).toEqual({
      getStarted: getStartedBefore.ownReads,
      startNew: startNewBefore.ownReads,
    });
  });
});
