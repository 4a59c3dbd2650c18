import type { MockLink } from '@apollo/client/testing';
import { TemplateGroupPermissionsTableDocument } from '../api/group-permissions.generated';
import { PermissionRolesDocument } from '../api/permission-roles.generated';
import { PermissionsTemplateDocument } from '../api/permissions-template.generated';

/** A template of program p-1 with one form role, one page and one section, as the tabs' query answers it. */
export function permissionsTemplate(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Template',
    id: 't-1',
    groupId: 'g-1',
    version: 2,
    revision: 3,
    name: 'Lab inspection',
    status: 'DRAFT',
    campusCode: '01',
    programId: 'p-1',
    workflowVersionId: null,
    allowComments: true,
    rolesV2: [{ __typename: 'DocumentRole', id: 'fr-1', name: 'Reviewer' }],
    permissions: [],
    actionSettings: [],
    pages: [
      {
        __typename: 'Page',
        id: 'page-1',
        version: 1,
        name: 'First page',
        permissions: [],
        children: [{ __typename: 'Section', id: 's-1', version: 1, name: 'Details', permissions: [], children: [] }],
      },
    ],
    ...overrides,
  };
}

/** The template query's answer. */
export const templateLoaded = (template = permissionsTemplate()): MockLink.MockedResponse => ({
  request: { query: PermissionsTemplateDocument, variables: { id: 't-1' } },
  result: { data: { templateById: template } },
});

/** The program's roles: Inspector and Lab Manager. */
export const rolesLoaded: MockLink.MockedResponse = {
  request: { query: PermissionRolesDocument, variables: { nodeType: 'program', nodeId: 'p-1' } },
  result: {
    data: {
      roles: [
        { __typename: 'Role', id: 'r-1', name: 'Inspector', isProtected: false },
        { __typename: 'Role', id: 'r-2', name: 'Lab Manager', isProtected: false },
      ],
    },
  },
  maxUsageCount: 5,
};

/** The group's table: Inspector views drafts, Lab Manager starts forms. */
export const groupLoaded: MockLink.MockedResponse = {
  request: { query: TemplateGroupPermissionsTableDocument, variables: { templateGroupId: 'g-1' } },
  result: {
    data: {
      templateGroupPermissions: [
        { __typename: 'TemplateGroupPermission', roleId: 'r-2', action: 'start', statuses: [] },
        { __typename: 'TemplateGroupPermission', roleId: 'r-1', action: 'view', statuses: ['draft'] },
      ],
    },
  },
  maxUsageCount: 5,
};
