import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TemplateAddPermissionDocument } from '../api/template-add-permission.generated';
import { UpdateAllowCommentsDocument } from '../api/update-allow-comments.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { permissionsTemplate, rolesLoaded, templateLoaded } from './permissions-fixtures';
import { commentsDraftHint, TemplateCommentsPage } from './template-comments-page';

async function renderComments(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<TemplateCommentsPage templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/comments',
    path: '/studio/campus/01/template/t-1/comments',
    session: await signedInSession(),
    mocks,
  });
  await screen.findByRole('heading', { name: 'Configure Comments' });
  return userEvent.setup();
}

describe('TemplateCommentsPage', () => {
  it('turns comments off with updateTemplate at the template\'s revision', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { updateTemplate: permissionsTemplate({ revision: 4, allowComments: false }) } }));
    const saveMock: MockLink.MockedResponse = { request: { query: UpdateAllowCommentsDocument, variables: () => true }, result: save };
    const user = await renderComments(templateLoaded(), rolesLoaded, saveMock);

    // Act
    await user.click(await screen.findByRole('switch', { name: 'Allow comments on forms' }));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalledWith({ input: { templateId: 't-1', expectedRevision: 3, allowComments: false } }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Allow comments on forms' })).not.toBeChecked());
    expect(screen.getByLabelText('Inspector comments in Draft')).toBeDisabled();
  });

  it('shows who may comment by role and status, read-only on a published version', async () => {
    // Prepare
    const comment = { __typename: 'TemplatePermission', action: { __typename: 'ActionRef', id: 'comment', label: 'Comment' }, roleId: 'fr-1', statuses: ['under_review'], subformElementId: null, scope: 'program' };

    // Act
    await renderComments(templateLoaded(permissionsTemplate({ status: 'PUBLISHED', permissions: [comment] })), rolesLoaded);

    // Assess
    const reviewer = await screen.findByLabelText('Reviewer comments in Under Review');
    expect(reviewer).toBeChecked();
    expect(reviewer).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Allow comments on forms' })).toBeDisabled();
    expect(screen.getByText(commentsDraftHint)).toBeInTheDocument();
  });

  it("lets the form's owner be given comments, like any role, with addPermission for the owner role", async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { addPermission: permissionsTemplate({ revision: 4 }) } }));
    const saveMock: MockLink.MockedResponse = { request: { query: TemplateAddPermissionDocument, variables: () => true }, result: save };
    const user = await renderComments(templateLoaded(), rolesLoaded, saveMock, templateLoaded(permissionsTemplate({ revision: 4 })));

    // Act
    await user.click(await screen.findByLabelText('Owner comments in Draft'));

    // Assess
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        input: { templateId: 't-1', expectedRevision: 3, permission: { action: { id: 'comment', label: 'Comment' }, roleId: 'owner', statuses: ['draft'], scope: 'program' } },
      }),
    );
    expect(screen.getByLabelText('Inspector comments in Draft')).not.toBeChecked();
  });
});
