import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteNotificationTemplateDocument } from '../api/delete-notification-template.generated';
import { NotificationTemplatesDocument } from '../api/notification-templates.generated';
import { NotificationOutboxDocument } from '../api/outbox.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { NotificationsListPage } from './notifications-list-page';
import { appSyncError } from '@/test/appsync-error';

const base = '/studio/campus/01/template/t-1';
const noRoles = { __typename: 'RecipientRoles', roles: [], documentRoles: [], sharedRoles: [] };
const notification = (id: string, templateName: string, kind: string) => ({
  __typename: 'NotificationTemplate',
  id,
  templateGroupId: 'g-1',
  templateName,
  kind,
  severity: 'WARNING',
  subject: 's',
  body: 'b',
  from: null,
  replyTo: null,
  toRecipients: [],
  ccRecipients: [],
  toOwner: true,
  roles: { __typename: 'NotificationRoles', to: noRoles, cc: noRoles },
  attachments: [],
  status: 'ACTIVE',
  description: null,
  version: 2,
  lastUpdated: '2026-11-01T10:00:00.000Z',
});
const listed: MockLink.MockedResponse = {
  request: { query: NotificationTemplatesDocument, variables: { templateId: 't-1' } },
  result: { data: { notificationTemplates: [notification('n-1', 'Submitted', 'EMAIL'), notification('n-2', 'Review due', 'TODO')] } },
};
const outbox = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({ request: { query: NotificationOutboxDocument, variables: { page: 1, size: 10 } }, result });

async function renderList(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<NotificationsListPage templateId="t-1" basePath={base} />, { pattern: `${base}/notifications`, path: `${base}/notifications`, session: await signedInSession(), mocks });
  await screen.findByRole('heading', { name: 'Notifications' });
  return userEvent.setup();
}

describe('NotificationsListPage', () => {
  it('lists the notifications, each opening its editor, with New Notification, and no outbox for non-admins', async () => {
    await renderList(listed, outbox({ errors: [appSyncError('no', 'FORBIDDEN')] }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('link', { name: 'Submitted' })).toHaveAttribute('href', `${base}/notification/n-1`);
    expect(within(list).getByText('To-do (Action Items)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Notification' })).toHaveAttribute('href', `${base}/notification/new`);
    expect(screen.queryByRole('heading', { name: /Local outbox/ })).not.toBeInTheDocument();
  });

  it('deletes a notification at its version after confirming', async () => {
    const sent = vi.fn((_variables: Record<string, unknown>) => true);
    const user = await renderList(listed, outbox({ data: { outbox: { docs: [], meta: { page: 1, size: 10, total: 0 } } } }), {
      request: { query: DeleteNotificationTemplateDocument, variables: sent },
      result: { data: { deleteNotificationTemplate: { __typename: 'NotificationTemplateRemoval', id: 'n-1' } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Submitted' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Submitted' })).not.toBeInTheDocument());
    expect(sent).toHaveBeenCalledWith({ input: { id: 'n-1', expectedVersion: 2 } });
  });

  it("shows a global admin the outbox's mails with their bodies sanitized", async () => {
    const mail = { __typename: 'OutboxMail', id: 'm-1', from: 'no-reply@x.edu', to: ['a@x.edu'], cc: [], subject: 'LAB-1 submitted', body: '<p>Room <b>B-7</b></p><img src=x onerror="alert(1)">', severity: 'INFO', formId: 'f-1', sentAt: '2026-11-01T10:00:00.000Z' };
    const user = await renderList(listed, outbox({ data: { outbox: { __typename: 'OutboxPage', docs: [mail], meta: { __typename: 'PageMeta', page: 1, size: 10, total: 1 } } } }));

    await user.click(await screen.findByRole('button', { name: /LAB-1 submitted/ }));

    expect(screen.getByRole('heading', { name: 'Local outbox (1)' })).toBeInTheDocument();
    expect(screen.getByText('B-7').tagName).toBe('B');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows an outbox mail that tries a full-page position: fixed overlay as plain text, with no style left', async () => {
    const overlay = '<style>body { display: none }</style><div style="color: red; position:fixed;inset:0;z-index:9999;background:white">Sign in again</div>';
    const mail = { __typename: 'OutboxMail', id: 'm-2', from: 'no-reply@x.edu', to: ['a@x.edu'], cc: [], subject: 'Overlay', body: overlay, severity: 'INFO', formId: 'f-1', sentAt: '2026-11-01T10:00:00.000Z' };
    const user = await renderList(listed, outbox({ data: { outbox: { __typename: 'OutboxPage', docs: [mail], meta: { __typename: 'PageMeta', page: 1, size: 10, total: 1 } } } }));

    await user.click(await screen.findByRole('button', { name: /Overlay/ }));

    const text = screen.getByText('Sign in again');
    expect(text.tagName).toBe('DIV');
    expect(text.getAttribute('style')).toBeNull();
    expect(document.querySelector('[style*="fixed"], body style')).toBeNull();
  });
});
