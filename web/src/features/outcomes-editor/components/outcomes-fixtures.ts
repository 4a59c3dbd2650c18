import type { MockLink } from '@apollo/client/testing';
import { OutcomesEditorGroupsDocument } from '../api/outcome-groups.generated';
import { OutcomesEditorTemplateDocument } from '../api/outcomes-template.generated';

/** A template whose first page has the option question "Sash height" (Below the mark, Above the mark). */
export function outcomesTemplateMock(status = 'DRAFT'): MockLink.MockedResponse {
  const sash = {
    __typename: 'OptionQuestion',
    id: 'q-sash',
    title: 'Sash height',
    options: [
      { __typename: 'Option', id: 'low', label: 'Below the mark' },
      { __typename: 'Option', id: 'high', label: 'Above the mark' },
    ],
  };
  const template = { __typename: 'Template', id: 't-1', name: 'Hood Check', status, pages: [{ __typename: 'Page', id: 'p-1', children: [sash] }] };
  return { request: { query: OutcomesEditorTemplateDocument, variables: { id: 't-1' } }, result: { data: { templateById: template } } };
}

/** An outcome group as the API answers it. */
export function outcomeGroup(fields: Record<string, unknown> = {}) {
  return {
    __typename: 'OutcomeGroup',
    id: 'g-1',
    templateId: 't-1',
    name: 'Hood risk',
    type: 'RISK',
    version: 1,
    outcomes: [],
    riskLevels: [],
    scales: [],
    ...fields,
  };
}

export const highLevel = { __typename: 'RiskLevel', id: 'risk-high', level: 'High', color: '#B71C1C' };

/** A RISK outcome as the API answers it. */
export function riskOutcome(fields: Record<string, unknown> = {}) {
  return {
    __typename: 'Outcome',
    id: 'o-1',
    type: 'RISK',
    calculation: null,
    value: null,
    riskLevel: 'risk-high',
    prompt: null,
    text: null,
    courseId: null,
    link: null,
    conditions: '[]',
    targetId: null,
    targetType: null,
    ...fields,
  };
}

/** The outcomeGroupsByTemplate answer (the result may be a function, to count calls). */
export function groupsMock(groups: unknown[] | (() => unknown)): MockLink.MockedResponse {
  const result = typeof groups === 'function' ? groups : { data: { outcomeGroupsByTemplate: groups } };
  return { request: { query: OutcomesEditorGroupsDocument, variables: { templateId: 't-1' } }, result: result as never };
}
