import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateNotificationTemplateDocument } from '../api/create-notification-template.generated';
import { NotificationEditorTemplateDocument } from '../api/notification-editor-template.generated';
import { NotificationRolesDocument } from '../api/notification-roles.generated';
import { NotificationTemplateDocument } from '../api/notification-template.generated';
import { UpdateNotificationTemplateDocument } from '../api/update-notification-template.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { conflictMessage, NotificationEditorPage } from './notification-editor-page';
import { appSyncError } from '@/test/appsync-error';

const base = '/studio/campus/01/template/t-1';
const noRoles = { __typename: 'RecipientRoles', roles: [], documentRoles: [], sharedRoles: [] };

const templateLoaded: MockLink.MockedResponse = {
  request: { query: NotificationEditorTemplateDocument, variables: { id: 't-1' } },
  result: {
    data: {
      templateById: {
        __typename: 'Template',
        id: 't-1',
        name: 'Hood check',
        groupId: 'g-1',
        campusCode: '01',
        programId: 'p-1',
        rolesV2: [{ __typename: 'DocumentRole', id: 'dr-1', name: 'Inspector' }],
        pages: [{ __typename: 'Page', id: 'page-1', children: [{ __typename: 'TextQuestion', id: 'q1', title: '<img src=x onerror=alert(1)>' }] }],
      },
    },
  },
};
const rolesLoaded: MockLink.MockedResponse = {
  request: { query: NotificationRolesDocument, variables: { nodeType: 'program', nodeId: 'p-1' } },
  result: { data: { roles: [{ __typename: 'Role', id: 'r-1', name: 'Safety officers' }] } },
};

const stored = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'NotificationTemplate',
  id: 'n-1',
  templateGroupId: 'g-1',
  templateName: 'Submitted',
  kind: 'EMAIL',
  severity: 'INFO',
  subject: 'Form {{form.autoId}}',
  body: 'Hello',
  from: null,
  replyTo: null,
  toRecipients: [],
  ccRecipients: [],
  toOwner: true,
  roles: { __typename: 'NotificationRoles', to: noRoles, cc: noRoles },
  attachments: [],
  status: 'ACTIVE',
  description: null,
  version: 3,
  lastUpdated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

async function renderEditor(notificationTemplateId: string | undefined, ...mocks: MockLink.MockedResponse[]) {
  const pattern = notificationTemplateId ? `${base}/notification/:id` : `${base}/notification/new`;
  const view = renderRoutes({
    routes: [
      { path: pattern, element: <NotificationEditorPage templateId="t-1" notificationTemplateId={notificationTemplateId} basePath={base} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path: notificationTemplateId ? `${base}/notification/${notificationTemplateId}` : `${base}/notification/new`,
    session: await signedInSession(),
    mocks: [templateLoaded, rolesLoaded, ...mocks],
  });
  await screen.findByRole('heading', { level: 1 });
  return { user: userEvent.setup(), ...view };
}

describe('NotificationEditorPage', { timeout: 30_000 }, () => {
  it('creates a notification with its kind, severity, subject, body and recipients, then opens it', async () => {
    // Prepare
    const create = vi.fn(() => ({ data: { createNotificationTemplate: stored({ id: 'n-9', templateName: 'Ready for review', version: 1 }) } }));
    const { user, router } = await renderEditor(undefined, { request: { query: CreateNotificationTemplateDocument, variables: () => true }, result: create });

    // A reviewer's to-do goes to the role's members: the owner only when the author ticks it.
    expect(await screen.findByRole('checkbox', { name: "Send to the form's owner" })).not.toBeChecked();

    // Act
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Ready for review');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'To-do (Action Items)' }));
    await user.click(screen.getByRole('combobox', { name: 'Severity' }));
    await user.click(screen.getByRole('option', { name: 'Warning' }));
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste('Review ');
    await user.click(screen.getByRole('button', { name: 'Insert Form ID' }));
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.paste('Please look.');
    await user.type(screen.getByRole('combobox', { name: 'To addresses' }), 'lead@campus.edu{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'To roles' }));
    await user.click(await screen.findByRole('option', { name: 'Safety officers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      input: {
        templateId: 't-1',
        notification: expect.objectContaining({
          templateName: 'Ready for review',
          kind: 'TODO',
          severity: 'WARNING',
          subject: 'Review {{form.autoId}}',
          body: 'Please look.',
          toRecipients: ['lead@campus.edu'],
          toOwner: false,
          roles: { to: { roles: ['r-1'], documentRoles: [], sharedRoles: [] }, cc: { roles: [], documentRoles: [], sharedRoles: [] } },
          from: null,
        }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/notification/n-9`));
  });

  it('refuses to save without a name or with a bad address, naming the field', async () => {
    const create = vi.fn();
    const { user } = await renderEditor(undefined, { request: { query: CreateNotificationTemplateDocument, variables: () => true }, result: create });

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: 'Reply to' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name the notification')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address like name@example.edu')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('previews answers as text and strips scripts from the body', async () => {
    // Prepare
    const { user } = await renderEditor(undefined);

    // Act
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.paste('<p>Room: {{answers.q1}}</p><script>window.hacked = true</script><b onclick="x()">Bold</b> {{answers.gone}}');

    // Assess
    const body = screen.getByRole('document', { name: 'Preview body' });
    expect(body).toHaveTextContent('Room: [<img src=x onerror=alert(1)>]');
    expect(body.querySelector('img, script')).toBeNull();
    expect(within(body).getByText('Bold').tagName).toBe('B');
    expect(within(body).getByText('Bold')).not.toHaveAttribute('onclick');
    expect(screen.getByText(/Unknown placeholder \{\{answers\.gone\}\} in the body/)).toBeInTheDocument();
  });

  it('previews a body that tries a full-page position: fixed overlay as plain text, with no style left', async () => {
    // Prepare
    const { user } = await renderEditor(undefined);

    // Act
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.paste('<style>body { display: none }</style><div style="color: red; position: fixed; inset: 0; z-index: 9999">Sign in again</div>');

    // Assess
    const body = screen.getByRole('document', { name: 'Preview body' });
    expect(within(body).getByText('Sign in again')).not.toHaveAttribute('style');
    expect(body.querySelector('style, [style]')).toBeNull();
  });

  it('saves an existing notification at its version and, on CONFLICT, offers their version', async () => {
    // Prepare
    const theirs = stored({ templateName: 'Their name', version: 4 });
    const conflict = { errors: [appSyncError('changed', 'CONFLICT', { current: theirs })] };
    const update = vi.fn(() => conflict);
    const { user } = await renderEditor(
      'n-1',
      { request: { query: NotificationTemplateDocument, variables: { id: 'n-1' } }, result: { data: { notificationTemplate: stored() } } },
      { request: { query: UpdateNotificationTemplateDocument, variables: () => true }, result: update },
    );

    // Act
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(conflictMessage);
    await user.click(screen.getByRole('button', { name: 'Load their version' }));

    // Assess
    expect(update).toHaveBeenCalledWith({ input: { id: 'n-1', expectedVersion: 3, notification: expect.objectContaining({ templateName: 'Mine' }) } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Their name');
    expect(screen.queryByText(conflictMessage)).not.toBeInTheDocument();
  });
});
