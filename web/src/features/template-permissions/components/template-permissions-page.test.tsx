import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermissionsAddFormRoleDocument } from '../api/add-form-role.generated';
import { PermissionsWorkflowDocument } from '../api/permissions-workflow.generated';
import { PermissionsRemoveFormRoleDocument } from '../api/remove-form-role.generated';
import { TemplateAddPermissionDocument } from '../api/template-add-permission.generated';
import { UpdateElementPermissionsDocument } from '../api/update-element-permissions.generated';
import { UpdateTemplateGroupPermissionsTableDocument } from '../api/update-group-permissions.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { conflictMessage } from '../hooks/save-error-message';
import { groupLoaded, permissionsTemplate, rolesLoaded, templateLoaded } from './permissions-fixtures';
import { startDraftHint } from './role-permissions-section';
import { TemplatePermissionsPage } from './template-permissions-page';
import { appSyncError } from '@/test/appsync-error';

async function renderPermissions(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<TemplatePermissionsPage templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/permissions',
    path: '/studio/campus/01/template/t-1/permissions',
    session: await signedInSession(),
    mocks,
  });
  await screen.findByLabelText('View in Draft for Inspector');
  return userEvent.setup();
}

describe('TemplatePermissionsPage', { timeout: 30_000 }, () => {
  it('sends the whole group table with updateTemplateGroupPermissions when a status is ticked', async () => {
    // Prepare
    const table = [
      { __typename: 'TemplateGroupPermission', roleId: 'r-2', action: 'start', statuses: [] },
      { __typename: 'TemplateGroupPermission', roleId: 'r-1', action: 'view', statuses: ['draft', 'submitted'] },
    ];
    const save = vi.fn(() => ({ data: { updateTemplateGroupPermissions: table } }));
    const saveMock: MockLink.MockedResponse = { request: { query: UpdateTemplateGroupPermissionsTableDocument, variables: () => true }, result: save };
    const user = await renderPermissions(templateLoaded(), rolesLoaded, groupLoaded, saveMock);

    // Act
    await user.click(await screen.findByLabelText('View in Submitted for Inspector'));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      input: {
        templateGroupId: 'g-1',
        permissions: [
          { roleId: 'r-2', action: 'start' },
          { roleId: 'r-1', action: 'view', statuses: ['draft', 'submitted'] },
        ],
      },
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByLabelText('View in Submitted for Inspector')).toBeChecked();
  });

  it("grants in the attached workflow's states and for its events", async () => {
    // Prepare
    const state = (id: string, label: string, isInitial = false) => ({ id, type: 'state', position: { x: 0, y: 0 }, data: { label, isInitial, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [] } });
    const flow = {
      nodes: [state('draft', 'Draft', true), state('in_review', 'In review'), state('signed_off', 'Signed off')],
      edges: [
        { id: 'e1', source: 'draft', target: 'in_review', data: { event: 'submit', notificationTriggers: [], integrationServiceTriggers: [] } },
        { id: 'e2', source: 'in_review', target: 'signed_off', data: { event: 'sign_off', label: 'Sign off', notificationTriggers: [], integrationServiceTriggers: [] } },
      ],
    };
    const workflowLoaded: MockLink.MockedResponse = {
      request: { query: PermissionsWorkflowDocument, variables: { id: 'wf-1' } },
      result: { data: { workflow: { __typename: 'Workflow', id: 'wf-1', flow: JSON.stringify(flow) } } },
      maxUsageCount: 5,
    };
    await renderPermissions(templateLoaded(permissionsTemplate({ workflowVersionId: 'wf-1' })), rolesLoaded, groupLoaded, workflowLoaded);

    // Assess
    expect(await screen.findByLabelText('Sign off in In review for Inspector')).toBeInTheDocument();
    expect(screen.getByLabelText('Submit in Draft for Inspector')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sign off in Approved for Inspector')).toBeNull();
  });

  it('disables the action permissions of a published version and says how to change them', async () => {
    // Prepare
    const published = permissionsTemplate({ status: 'PUBLISHED' });

    // Act
    await renderPermissions(templateLoaded(published), rolesLoaded, groupLoaded);

    // Assess
    expect(await screen.findByLabelText('Submit in Draft for Inspector')).toBeDisabled();
    expect(screen.getByLabelText('Comment in Approved for Reviewer')).toBeDisabled();
    expect(screen.getByLabelText('Inspector views First page in Draft')).toBeDisabled();
    expect(screen.getByText(startDraftHint)).toBeInTheDocument();
    expect(screen.getByLabelText('View in Draft for Inspector')).toBeEnabled();
    expect(screen.getByLabelText('View in Draft for Inspector')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Add role' })).not.toBeInTheDocument();
  });

  it('reloads the template and says it changed elsewhere when a permission save answers CONFLICT', async () => {
    // Prepare
    const stale: MockLink.MockedResponse = {
      request: { query: TemplateAddPermissionDocument, variables: (variables) => variables.input.expectedRevision === 3 },
      result: { errors: [appSyncError('Template t-1 changed', 'CONFLICT')] },
    };
    const newer = permissionsTemplate({ revision: 4, permissions: [{ __typename: 'TemplatePermission', action: { __typename: 'ActionRef', id: 'submit', label: 'Submit' }, roleId: 'r-1', statuses: ['draft'], subformElementId: null, scope: 'program' }] });
    const user = await renderPermissions(templateLoaded(), rolesLoaded, groupLoaded, stale, templateLoaded(newer));

    // Act
    await user.click(await screen.findByLabelText('Submit in Submitted for Inspector'));

    // Assess
    expect(await screen.findByText(conflictMessage)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Submit in Draft for Inspector')).toBeChecked());
    expect(screen.getByLabelText('Submit in Submitted for Inspector')).not.toBeChecked();
  });

  it('saves who may view a page with updateElement at the page\'s version', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { updateElement: { __typename: 'ElementEdit', id: 'page-1', kind: 'Page', version: 2, element: '{}' } } }));
    const saveMock: MockLink.MockedResponse = { request: { query: UpdateElementPermissionsDocument, variables: () => true }, result: save };
    const user = await renderPermissions(templateLoaded(), rolesLoaded, groupLoaded, saveMock, templateLoaded());

    // Act
    await user.click(await screen.findByLabelText('Reviewer views First page in Under Review'));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalled());
    const input = (save.mock.calls[0] as unknown as [{ input: { elementId: string; expectedVersion: number; changes: string } }])[0].input;
    expect(input).toMatchObject({ elementId: 'page-1', expectedVersion: 1 });
    expect(JSON.parse(input.changes)).toEqual({ permissions: [{ roleId: 'fr-1', scope: 'program', canViewInStatuses: ['under_review'] }] });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('adds a form role by name and removes one after confirming', async () => {
    // Prepare
    const auditor = { __typename: 'DocumentRole', id: 'fr-2', name: 'Auditor' };
    const add = vi.fn(() => ({ data: { addFormRole: permissionsTemplate({ revision: 4, rolesV2: [...permissionsTemplate().rolesV2, auditor] }) } }));
    const remove = vi.fn(() => ({ data: { removeFormRole: permissionsTemplate({ revision: 5, rolesV2: [auditor] }) } }));
    const user = await renderPermissions(
      templateLoaded(),
      rolesLoaded,
      groupLoaded,
      { request: { query: PermissionsAddFormRoleDocument, variables: () => true }, result: add },
      { request: { query: PermissionsRemoveFormRoleDocument, variables: () => true }, result: remove },
    );

    // Act
    await user.type(screen.getByLabelText('New form role'), 'Auditor');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    await screen.findByLabelText('Submit in Draft for Auditor');
    await user.click(screen.getByRole('button', { name: 'Remove Reviewer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Form Role' })).getByRole('button', { name: 'Remove' }));

    // Assess
    expect(add).toHaveBeenCalledWith({ input: { templateId: 't-1', expectedRevision: 3, role: { name: 'Auditor' } } });
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ input: { templateId: 't-1', expectedRevision: 4, id: 'fr-1' } }));
    await waitFor(() => expect(screen.queryByLabelText('Submit in Draft for Reviewer')).not.toBeInTheDocument());
  });

  it('warns about the events granted to no role, naming them, and shows the owner as a role of its own', async () => {
    // Prepare
    const grant = (id: string, label: string, roleId: string, statuses: string[]) => ({
      __typename: 'TemplatePermission',
      action: { __typename: 'Action', id, label },
      roleId,
      statuses,
      subformElementId: null,
      scope: 'program',
    });
    const template = permissionsTemplate({
      permissions: [grant('submit', 'Submit', 'owner', ['draft']), grant('delete', 'Delete', 'owner', ['draft'])],
      actionSettings: [
        { __typename: 'ActionSetting', action: 'approve' },
        { __typename: 'ActionSetting', action: 'reject' },
      ],
    });

    // Act
    await renderPermissions(templateLoaded(template), rolesLoaded, groupLoaded);

    // Assess
    expect(await screen.findByText('No role can run: Approve, Reject')).toBeInTheDocument();
    expect(screen.getByLabelText('Submit in Draft for Owner')).toBeChecked();
    expect(screen.getByLabelText('Submit in Submitted for Owner')).not.toBeChecked();
  });

  it('shows no warning once every event has a role', async () => {
    // Prepare
    const grant = (id: string, label: string) => ({
      __typename: 'TemplatePermission',
      action: { __typename: 'Action', id, label },
      roleId: 'owner',
      statuses: ['draft'],
      subformElementId: null,
      scope: 'program',
    });

    // Act
    await renderPermissions(templateLoaded(permissionsTemplate({ permissions: [grant('submit', 'Submit'), grant('delete', 'Delete')] })), rolesLoaded, groupLoaded);

    // Assess
    expect(await screen.findByLabelText('Submit in Draft for Owner')).toBeChecked();
    expect(screen.queryByText(/No role can run/)).not.toBeInTheDocument();
  });
});
