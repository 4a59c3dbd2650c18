import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { editOutcomes } from './steps/outcome-steps';
import { givenDraftWithOptionQuestion } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// The spec's summary types (names17): TemplateInfo, a version's summary without its pages, and OutcomePage, a
// version's outcome groups with its status and when its outcomes last changed.

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [author, staffOne] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

const readTemplateInfo = (client: ApiClient, templateId: string) =>
  client.graphql<{ templateInfo: Record<string, unknown> }>(
    `query Info($templateId: ID!) {
      templateInfo(templateId: $templateId) { id name status programId campusCode templateGroupId tags subjectQuestionId workflowVersionId createdDate lastUpdated }
    }`,
    { templateId },
  );

const readOutcomePage = (client: ApiClient, templateId: string) =>
  client.graphql<{ outcomePage: { id: string; status: string; lastUpdated: string; outcomeGroups: Array<{ id: string; name: string; lastUpdated: string }> } }>(
    'query Page($templateId: ID!) { outcomePage(templateId: $templateId) { id status lastUpdated outcomeGroups { id name lastUpdated } } }',
    { templateId },
  );

describe('templateInfo', () => {
  it("summarises a draft for its author, with the group's id as templateGroupId", async () => {
    const { template } = await givenDraftWithOptionQuestion(author, 'Info Check', 'Sash height', { low: 'Low', high: 'High' });

    const answer = await readTemplateInfo(author, template.id);

    expect(answer.data?.templateInfo).toMatchObject({ id: template.id, name: 'Info Check', status: 'DRAFT', templateGroupId: template.groupId, tags: [] });
  });

  it('refuses a draft to staff who may not author it (FORBIDDEN), and names an unknown version (NOT_FOUND)', async () => {
    const { template } = await givenDraftWithOptionQuestion(author, 'Info Hidden', 'Sash height', { low: 'Low', high: 'High' });

    expect(codesOf(await readTemplateInfo(staffOne, template.id))).toEqual(['FORBIDDEN']);
    expect(codesOf(await readTemplateInfo(author, 'tpl-that-does-not-exist'))).toEqual(['NOT_FOUND']);
  });
});

describe('outcomePage', () => {
  it("lists a version's outcome groups with its status, last updated when its newest group changed", async () => {
    const { template } = await givenDraftWithOptionQuestion(author, 'Outcome Page Check', 'Sash height', { low: 'Low', high: 'High' });
    const empty = await readOutcomePage(author, template.id);
    const { group } = await editOutcomes(author, 'addOutcomeGroup', { templateId: template.id, group: { name: 'Hood risk', type: 'RISK', riskLevels: [] } });

    const page = await readOutcomePage(author, template.id);

    expect(empty.data?.outcomePage).toMatchObject({ id: template.id, status: 'DRAFT', outcomeGroups: [] });
    expect(page.data?.outcomePage.outcomeGroups.map((each) => [each.id, each.name])).toEqual([[group!.id, 'Hood risk']]);
    expect(page.data?.outcomePage.lastUpdated).toBe(page.data?.outcomePage.outcomeGroups[0]?.lastUpdated);
  });

  it('refuses a draft to staff who may not author it (FORBIDDEN)', async () => {
    const { template } = await givenDraftWithOptionQuestion(author, 'Outcome Page Hidden', 'Sash height', { low: 'Low', high: 'High' });

    expect(codesOf(await readOutcomePage(staffOne, template.id))).toEqual(['FORBIDDEN']);
  });
});
