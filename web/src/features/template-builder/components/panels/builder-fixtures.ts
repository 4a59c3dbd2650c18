import type { MockLink } from '@apollo/client/testing';
import { BuilderOpenDocument } from '../../api/builder-open.generated';
import { BuilderTemplateDocument } from '../../api/builder-template.generated';
import { TemplateVersionsDocument } from '../../api/template-versions.generated';

// Test data for the builder's component tests: elements as the builder query answers them.

const questionBase = (typename: string, id: string, title: string, version = 1) => ({
  __typename: typename,
  id,
  version,
  title,
  questionName: null,
  prompt: null,
  description: null,
  info: null,
  required: false,
  disabled: false,
  dependsOn: null as unknown,
  defaultMapping: null,
  businessKeys: [],
});

/** A text question. */
export const textQuestion = (id: string, title: string, version = 1) => ({ ...questionBase('TextQuestion', id, title, version), input: 'short' });

/** An option question with Yes and No (option ids `${id}-yes`, `${id}-no`). */
export const optionQuestion = (id: string, title: string) => ({
  ...questionBase('OptionQuestion', id, title),
  isMultiSelect: false,
  isDropdown: false,
  options: [
    { __typename: 'Option', id: `${id}-yes`, label: 'Yes', image: null },
    { __typename: 'Option', id: `${id}-no`, label: 'No', image: null },
  ],
});

/** A date question with its rules. */
export const dateQuestion = (id: string, title: string, rules: object[] = [], version = 1) => ({
  ...questionBase('DateQuestion', id, title, version),
  includeTime: false,
  validationRules: rules.map((rule) => ({ __typename: 'ValidationRule', ...rule })),
});

/** A person search question giving the form role `roleAssignedId`, with roleAssigned as the server resolves it. */
export const personSearchQuestion = (id: string, title: string, roleAssignedId: string | null, roleAssigned: { id: string; name: string } | null) => ({
  ...questionBase('SearchQuestion', id, title),
  category: 'PERSON',
  campusQuestionId: null,
  roleAssignedId,
  roleAssigned: roleAssigned ? { __typename: 'DocumentRole', ...roleAssigned } : null,
  programRoleId: null,
  allowExternalUsers: false,
  isSubject: false,
});

/** A table question with its columns. */
export const tableQuestion = (id: string, title: string, columns: object[] = []) => ({ ...questionBase('TableQuestion', id, title), questions: columns, children: columns });

/** A subform element. */
export const subform = (id: string, name: string, templateId: string, version = 1) => ({ __typename: 'Subform', id, version, name, templateId, roleId: null });

/** A draft template t-1 (group g-1, program p-safety) with one page holding `children`, and its summary pages. */
export const builderTemplate = (children: object[], summaryPages: object[] = []) => ({
  __typename: 'Template',
  id: 't-1',
  groupId: 'g-1',
  version: 1,
  revision: 1,
  name: 'Lab inspection',
  status: 'DRAFT',
  isLatest: true,
  programId: 'p-safety',
  campusCode: '01',
  description: null,
  isSubform: false,
  selfInitiated: false,
  showOnHomepage: false,
  renameableForms: false,
  allowComments: false,
  autoIdPrefix: null,
  tags: [],
  rolesV2: [{ __typename: 'DocumentRole', id: 'role-inspector', name: 'Inspector' }],
  pages: [{ __typename: 'Page', id: 'page-1', version: 1, name: 'First page', permissions: [], children }],
  summaryPages,
});

/** A summary page of the builder query. */
export const summaryPage = (id: string, name: string, children: object[] = []) => ({ __typename: 'Page', id, version: 1, name, children });

/** The builder's opening answering a template and its outcome group g-risk ("Hood risk"). */
export const openedTemplate = (data: object): MockLink.MockedResponse => ({
  request: { query: BuilderOpenDocument, variables: { id: 't-1' } },
  result: { data: { templateById: data, outcomeGroupsByTemplate: [{ __typename: 'OutcomeGroup', templateId: 't-1', id: 'g-risk', name: 'Hood risk' }] } },
});

/** The builder's template fetched again (after an edit) answering a template. */
export const loadedTemplate = (data: object): MockLink.MockedResponse => ({
  request: { query: BuilderTemplateDocument, variables: { id: 't-1' } },
  result: { data: { templateById: data } },
});

/** The query every builder screen makes besides its opening (t-1 at `status`): the template's versions. */
export const builderSideQueries = (status = 'DRAFT'): MockLink.MockedResponse[] => [
  {
    request: { query: TemplateVersionsDocument, variables: { groupId: 'g-1' } },
    result: { data: { templatesByGroupId: [{ __typename: 'Template', id: 't-1', version: 1, status, isLatest: true, lastUpdated: '2026-11-20T10:00:00Z', publishedAt: null }] } },
    maxUsageCount: 5,
  },
];

/** An element edit as the part mutations answer it. */
export const elementEdit = (id: string, kind: string, version: number) => ({ __typename: 'ElementEdit', id, kind, version, element: '{}' });

/**
 * jsdom lays nothing out, so the outline's virtualizer would see a 0 px viewport and render no rows: give every
 * element a client height for the tests of a file (call in beforeAll; the returned function restores it).
 */
export function giveElementsHeight(height = 2000): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}
