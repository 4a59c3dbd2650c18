import { FormDocument } from '../api/form.generated';
import { FormAvailableActionsDocument } from '../components/actions/form-actions.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult } from '@/test/fixtures';

/** What every question element of a fixture template carries. */
export const questionBase = { prompt: null, description: null, info: null, required: false, disabled: false, dependsOn: null };

/** A question element of a fixture template. */
export function question(typename: string, id: string, title: string, extra: Record<string, unknown> = {}) {
  return { __typename: typename, id, title, ...questionBase, ...extra };
}

/** A stored answer of a fixture form. */
export function response(typename: string, questionId: string, version: number, fields: Record<string, unknown>, location: { parentId: string; rowId: string } | null = null) {
  return {
    __typename: typename,
    questionId,
    location: location ? { __typename: 'ResponseLocation', ...location } : null,
    lastSaved: '2026-03-02T10:00:00.000Z',
    version,
    ...fields,
  };
}

/** Who the owner of a fixture form is to its page and section permissions. */
export const ownerRoles = { __typename: 'FormElementRoles', roleIds: ['owner'], allElements: false };

/** The Form query's result for a one-page form with the given elements and answers. */
export function formResult(children: unknown[], responses: unknown[]) {
  return {
    data: {
      form: {
        __typename: 'Form',
        id: 'f1',
        autoId: 'INS-000001',
        name: 'Lab Inspection',
        status: 'draft',
        canEdit: true,
        parentFormId: null,
        templateId: 't1',
        templateGroupId: 'g1',
        lastSaved: '2026-03-01T10:00:00.000Z',
        subject: null,
        statusEvents: [],
        workflowState: null,
        elementRoles: ownerRoles,
        responses,
        template: { __typename: 'Template', id: 't1', groupId: 'g1', name: 'Lab Inspection', pages: [{ __typename: 'Page', id: 'p1', name: 'Details', permissions: [], children }] },
      },
    },
  };
}

/** The Form query answered once with the given elements and answers. */
export function formMock(children: unknown[], responses: unknown[]) {
  return { request: { query: FormDocument, variables: { id: 'f1' } }, result: formResult(children, responses) };
}

/** The feature flags every screen reads. */
export const flagsMock = { request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 5 };

/** What an answer save returns. */
export function savedForm(typename: string, responses: unknown[]) {
  return { __typename: typename, id: 'f1', lastSaved: '2026-03-02T10:00:00.000Z', subject: null, responses };
}

/** The form's available actions (and whether the caller may edit it and rename its forms), answered `maxUsageCount` times. */
export function actionsMock(actions: unknown[], renameableForms = false, { canEdit = true, maxUsageCount = 3 } = {}) {
  return {
    request: { query: FormAvailableActionsDocument, variables: { formId: 'f1' } },
    result: { data: { availableActions: actions, form: { __typename: 'Form', id: 'f1', canEdit, template: { __typename: 'Template', id: 't1', renameableForms } } } },
    maxUsageCount,
  };
}
