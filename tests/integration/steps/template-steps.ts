import type { ApiClient } from '../support/local-api';

// Given/when steps of template authoring: each is one operation an author performs.

export const labSafetyProgramId = 'prog-01-lab-safety';

export interface ElementEdit {
  id: string;
  kind: string;
  version: number;
  parentId: string;
  position: string;
  element: string;
}

const elementEditFields = 'id kind version parentId position element';

export interface TemplateElement {
  __typename: string;
  id: string;
  version: number;
  title?: string;
  name?: string;
}

export interface TemplateSummary {
  id: string;
  groupId: string;
  version: number;
  revision: number;
  name: string;
  status: string;
  isLatest: boolean;
  pages: Array<{ id: string; name: string; version: number; children: Array<TemplateElement & { children?: TemplateElement[] }> }>;
}

const templateFields = `id groupId version revision name status isLatest
  pages { id name version children {
    __typename id version ... on Question { title } ... on Section { name children { __typename id version ... on Question { title } } }
  } }`;

export async function createCampusTemplate(client: ApiClient, templateName?: string, programId = labSafetyProgramId) {
  return client.graphql<{ createCampusTemplate: TemplateSummary }>(
    `mutation Create($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { ${templateFields} } }`,
    { input: { programId, ...(templateName !== undefined ? { templateName } : {}) } },
  );
}

/** Runs an authoring mutation that answers an ElementEdit. */
export async function editElement(client: ApiClient, mutation: string, input: Record<string, unknown>) {
  const inputType = mutationInputTypes[mutation] ?? 'UpdateElementInput';
  return client.graphql<Record<string, ElementEdit>>(
    `mutation Edit($input: ${inputType}!) { ${mutation}(input: $input) { ${elementEditFields} } }`,
    { input },
  );
}

/** Adds a question of a kind under a parent: the element's JSON carries its __typename. */
export async function addQuestion(client: ApiClient, templateId: string, parentId: string, element: Record<string, unknown>, afterId?: string) {
  const answer = await editElement(client, 'addQuestion', { templateId, parentId, afterId, element: JSON.stringify(element) });
  return { answer, edit: answer.data?.addQuestion };
}

/** A new draft of the lab safety program with one option question on its first page, with options low and high. */
export async function givenDraftWithOptionQuestion(client: ApiClient, name: string, title: string, labels: { low: string; high: string }) {
  const template = (await createCampusTemplate(client, name)).data!.createCampusTemplate;
  const options = [{ id: 'low', label: labels.low }, { id: 'high', label: labels.high }];
  const question = (await addQuestion(client, template.id, template.pages[0]!.id, { __typename: 'OptionQuestion', title, options })).edit!;
  return { template, question };
}

export async function updateQuestion(client: ApiClient, templateId: string, elementId: string, expectedVersion: number, changes: Record<string, unknown>) {
  return editElement(client, 'updateQuestion', { templateId, elementId, expectedVersion, changes: JSON.stringify(changes) });
}

export async function readTemplate(client: ApiClient, id: string) {
  return client.graphql<{ templateById: TemplateSummary | null }>(`query Read($id: ID!) { templateById(id: $id) { ${templateFields} } }`, { id });
}

export interface PublishAnswer {
  published: boolean;
  template: { id: string; status: string; isLatest: boolean; version: number };
  problems: Array<{ code: string; elementId: string; message: string }>;
  changes: Array<{ type: string; elementId: string; summary: string }>;
}

export async function publishTemplate(client: ApiClient, templateId: string, confirm: boolean) {
  return client.graphql<{ publishTemplate: PublishAnswer }>(
    `mutation Publish($input: PublishTemplateInput!) {
      publishTemplate(input: $input) {
        published template { id status isLatest version } problems { code elementId message } changes { type elementId summary }
      }
    }`,
    { input: { templateId, confirm } },
  );
}

export async function startDraft(client: ApiClient, templateGroupId: string) {
  return client.graphql<{ startDraft: TemplateSummary }>(
    `mutation Draft($input: StartDraftInput!) { startDraft(input: $input) { ${templateFields} } }`,
    { input: { templateGroupId } },
  );
}

export async function versionsOf(client: ApiClient, groupId: string) {
  return client.graphql<{ templatesByGroupId: Array<{ id: string; version: number; status: string; isLatest: boolean }> }>(
    'query Versions($groupId: ID!) { templatesByGroupId(groupId: $groupId) { id version status isLatest } }',
    { groupId },
  );
}

export async function deleteTemplate(client: ApiClient, templateGroupId: string) {
  return client.graphql<{ deleteTemplate: { templateGroupId: string; outcome: string } }>(
    'mutation Delete($input: DeleteTemplateInput!) { deleteTemplate(input: $input) { templateGroupId outcome } }',
    { input: { templateGroupId } },
  );
}

/** The GraphQL input type of each authoring mutation that answers an ElementEdit (others: UpdateElementInput). */
export const mutationInputTypes: Record<string, string> = {
  addElement: 'AddElementInput',
  addQuestion: 'AddElementInput',
  addPage: 'AddPageInput',
  addSection: 'AddKindInput',
  addRepeatableSection: 'AddKindInput',
  addStaticText: 'AddKindInput',
  addSubform: 'AddKindInput',
  addOption: 'AddOptionInput',
  updateOption: 'UpdateOptionInput',
  removeOption: 'RemoveOptionInput',
  addCondition: 'AddConditionInput',
  removeCondition: 'RemoveConditionInput',
  addValidationRule: 'AddValidationRuleInput',
  removeValidationRule: 'RemoveValidationRuleInput',
  // authoring17
  addQuestionSummary: 'AddKindInput',
  updateCondition: 'UpdateConditionInput',
  updateValidationRule: 'UpdateValidationRuleInput',
};
