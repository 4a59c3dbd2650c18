import type { MockLink } from '@apollo/client/testing';
import { starterFlow } from '@schema/workflow/starter';
import { SubWorkflowTemplatesDocument } from '../api/sub-workflow-templates.generated';
import { UpdateWorkflowDocument } from '../api/update-workflow.generated';
import { WorkflowNotificationTemplatesDocument } from '../api/workflow-notification-templates.generated';
import { WorkflowTemplateDocument } from '../api/workflow-template.generated';
import { WorkflowsByTemplateGroupDocument } from '../api/workflows-by-template-group.generated';
import type { Flow } from '../hooks/flow-edits';

/** A draft template of group g-1 with one option question, as the WorkflowTemplate query answers. */
export const workflowTemplate = {
  __typename: 'Template',
  id: 't-1',
  groupId: 'g-1',
  version: 2,
  name: 'Lab safety',
  status: 'DRAFT',
  campusCode: '01',
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
    jobs: [],
    ...overrides,
  };
}

/** A workflow mutation's wrapper (WorkflowResult) for an operation that succeeded with this version. */
export function workflowSucceeded(workflow: Record<string, unknown> = workflowVersion()) {
  return { __typename: 'WorkflowResult', status: 'SUCCESS', errorMessage: null, problems: [], workflow };
}

/** The template query's answer. */
export const templateLoaded: MockLink.MockedResponse = { request: { query: WorkflowTemplateDocument, variables: { id: 't-1' } }, result: { data: { templateById: workflowTemplate } } };

/** The group's workflows as the list query answers (once). */
export function workflowsLoaded(workflows: unknown[]): MockLink.MockedResponse {
  return { request: { query: WorkflowsByTemplateGroupDocument, variables: { templateGroupId: 'g-1' } }, result: { data: { workflowsByTemplateGroup: workflows } } };
}

/** The group's notification templates: an email and a to-do. */
export const notificationTemplatesLoaded: MockLink.MockedResponse = {
  request: { query: WorkflowNotificationTemplatesDocument, variables: { templateId: 't-1' } },
  result: {
    data: {
      notificationTemplates: [
        { __typename: 'NotificationTemplate', id: 'n-1', templateName: 'Submitted mail', kind: 'EMAIL', status: 'ACTIVE' },
        { __typename: 'NotificationTemplate', id: 'n-2', templateName: 'Review reminder', kind: 'TODO', status: 'ACTIVE' },
      ],
    },
  },
};

function templateRow(id: string, groupId: string, name: string, overrides: Record<string, unknown> = {}) {
  return { __typename: 'Template', id, groupId, name, version: 1, status: 'PUBLISHED', isSubform: false, workflowMachineId: null, ...overrides };
}

/** The templates a sub-workflow may start from: a published subform, a published campus template, a draft and the group itself. */
export const subWorkflowTemplatesLoaded: MockLink.MockedResponse = {
  request: { query: SubWorkflowTemplatesDocument, variables: { groupId: 'g-1', campusCode: '01' } },
  result: {
    data: {
      subformTemplates: [templateRow('t-sub', 'g-sub', 'Chemical inventory', { isSubform: true, workflowMachineId: 'm-sub' })],
      templatesByCampus: [templateRow('t-1', 'g-1', 'Lab safety', { status: 'DRAFT' }), templateRow('t-permit', 'g-permit', 'Hot work permit'), templateRow('t-draft', 'g-draft', 'Unfinished', { status: 'DRAFT' })],
    },
  },
};

/** Every updateWorkflow call answers the next revision; `calls` has each call's input, flow parsed. */
export function savesAccepted() {
  const calls: Array<{ id: string; expectedRevision: number; flow?: Flow; jobs?: unknown[] }> = [];
  const mock: MockLink.MockedResponse = {
    request: { query: UpdateWorkflowDocument, variables: () => true },
    maxUsageCount: 100,
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as { id: string; expectedRevision: number; flow?: string; jobs?: unknown[] };
      calls.push({ ...input, flow: input.flow ? (JSON.parse(input.flow) as Flow) : undefined });
      return { data: { updateWorkflow: workflowSucceeded(workflowVersion({ revision: input.expectedRevision + 1 })) } };
    },
  };
  return { mock, calls, last: () => calls.at(-1) };
}
