import type { MockLink } from '@apollo/client/testing';
import { starterFlow } from '@schema/workflow/starter';
import { WorkflowsByTemplateGroupDocument, WorkflowTemplateDocument } from '@/gql/graphql';

/** A draft template of group g-1 with one option question, as the WorkflowTemplate query answers. */
export const workflowTemplate = {
  __typename: 'Template',
  id: 't-1',
  groupId: 'g-1',
  version: 2,
  name: 'Lab safety',
  status: 'DRAFT',
  workflowMachineId: null,
  workflowVersionId: null,
  actionSettings: [],
  pages: [
    {
      __typename: 'Page',
      id: 'p-1',
      name: 'Page 1',
      children: [{ __typename: 'OptionQuestion', id: 'q-risk', title: 'Risk level', options: [{ __typename: 'Option', id: 'high', label: 'High' }] }],
    },
  ],
};

/** A workflow version of group g-1 with the starter flow. */
export function workflowVersion(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Workflow',
    id: 'wf-1',
    machineId: 'm-1',
    name: 'Lab safety workflow',
    description: null,
    referenceId: 'g-1',
    version: 1,
    revision: 3,
    machineType: 'FORM_TEMPLATE',
    readOnly: false,
    lastUpdatedDate: '2026-11-20T10:00:00.000Z',
    flow: JSON.stringify(starterFlow()),
    ...overrides,
  };
}

/** The template query's answer. */
export const templateLoaded: MockLink.MockedResponse = { request: { query: WorkflowTemplateDocument, variables: { id: 't-1' } }, result: { data: { templateById: workflowTemplate } } };

/** The group's workflows as the list query answers (once). */
export function workflowsLoaded(workflows: unknown[]): MockLink.MockedResponse {
  return { request: { query: WorkflowsByTemplateGroupDocument, variables: { templateGroupId: 'g-1' } }, result: { data: { workflowsByTemplateGroup: workflows } } };
}
