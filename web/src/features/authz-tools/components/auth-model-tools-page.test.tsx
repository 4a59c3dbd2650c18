import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckTupleDocument } from '../api/check-tuple.generated';
import { ExplainCheckDocument } from '../api/explain-check.generated';
import { ManagePermissionsCheckDocument } from '../api/manage-permissions-check.generated';
import { ObjectNamesDocument } from '../api/object-names.generated';
import { ReadTuplesDocument } from '../api/read-tuples.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { AuthModelToolsPage } from './auth-model-tools-page';
import { appSyncError } from '@/test/appsync-error';

const mayManage: MockLink.MockedResponse = { request: { query: ManagePermissionsCheckDocument }, result: { data: { check: true } } };
const question = { user: 'user:user-global-admin', relation: 'can_view_studio', object: 'global:platform' };

async function renderTools(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<AuthModelToolsPage />, {
    pattern: '/studio/global/auth-model-tools',
    path: '/studio/global/auth-model-tools',
    session: await signedInSession(),
    mocks: [mayManage, ...mocks],
  });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'User' }), question.user);
  await user.type(screen.getByRole('textbox', { name: 'Relationship' }), question.relation);
  await user.type(screen.getByRole('textbox', { name: 'Object' }), question.object);
  return user;
}

describe('AuthModelToolsPage', () => {
  it('shows Allowed when the check passes', async () => {
    // Prepare
    const user = await renderTools({
      request: { query: CheckTupleDocument, variables: { input: question } },
      result: { data: { fgaCheck: { __typename: 'FgaCheckResult', allowed: true } } },
    });

    // Act
    await user.click(screen.getByRole('button', { name: 'Check' }));

    // Assess
    expect(await screen.findByText('Allowed')).toBeInTheDocument();
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();
  });

  it('shows Not allowed when the check fails', async () => {
    // Prepare
    const user = await renderTools({
      request: { query: CheckTupleDocument, variables: { input: question } },
      result: { data: { fgaCheck: { __typename: 'FgaCheckResult', allowed: false } } },
    });

    // Act
    await user.click(screen.getByRole('button', { name: 'Check' }));

    // Assess
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
  });

  it("shows the server's input error by the field it names", async () => {
    // Prepare
    const message = 'An object is type:id, like campus:01';
    const user = await renderTools({
      request: { query: CheckTupleDocument, variables: { input: question } },
      result: {
        errors: [
          appSyncError(`object: ${message}`, 'BAD_USER_INPUT', { problems: [{ path: 'object', message }] }),
        ],
      },
    });

    // Act
    await user.click(screen.getByRole('button', { name: 'Check' }));

    // Assess
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Object' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Object' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads tuples and loads the next page', async () => {
    // Prepare
    const tuple = (object: string) => ({
      __typename: 'FgaTuple',
      key: { __typename: 'FgaTupleKey', user: question.user, relation: 'admin', object, condition: null },
      timestamp: '2026-01-05T10:00:00.000Z',
    });
    const filter = { ...question, relation: 'admin', pageSize: 50 };
    const user = await renderTools(
      {
        request: { query: ReadTuplesDocument, variables: { input: filter } },
        result: { data: { fgaRead: { __typename: 'FgaReadResult', tuples: [tuple('global:platform')], continuationToken: 'next' } } },
      },
      {
        request: { query: ReadTuplesDocument, variables: { input: { ...filter, continuationToken: 'next' } } },
        result: { data: { fgaRead: { __typename: 'FgaReadResult', tuples: [tuple('campus:01')], continuationToken: null } } },
      },
    );
    const relation = screen.getByRole('textbox', { name: 'Relationship' });
    await user.clear(relation);
    await user.type(relation, 'admin');

    // Act
    await user.click(screen.getByRole('button', { name: 'Read' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    // Assess
    expect(await screen.findByRole('cell', { name: 'campus:01' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'global:platform' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('answers "Why?" with the path that granted the check, as a nested list opened from the keyboard', async () => {
    // Prepare
    const step = (depth: number, kind: string, satisfied: boolean, description: string) => ({
      __typename: 'FgaExplainStep',
      depth,
      kind,
      satisfied,
      missingSteps: satisfied ? 0 : 1,
      description,
      tuple: null,
      condition: null,
    });
    const user = await renderTools(
      { request: { query: CheckTupleDocument, variables: { input: question } }, result: { data: { fgaCheck: { __typename: 'FgaCheckResult', allowed: true } } } },
      {
        request: { query: ExplainCheckDocument, variables: { input: question } },
        result: {
          data: {
            fgaExplain: {
              __typename: 'FgaExplanation',
              allowed: true,
              missingSteps: 0,
              truncated: false,
              checkError: null,
              steps: [
                step(0, 'CHECK', true, 'user:user-global-admin → global:platform#can_view_studio: granted'),
                step(1, 'UNION', true, 'any of 2 branches: this one grants it'),
                step(2, 'USERSET', true, 'tuple global:platform#can_view_studio@role:r-admins#member: role:r-admins#member has it'),
                step(3, 'CHECK', true, 'user:user-global-admin → role:r-admins#member: granted'),
                step(4, 'DIRECT', true, 'tuple role:r-admins#member@user:user-global-admin'),
              ],
            },
          },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const why = await screen.findByRole('button', { name: 'Why?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');

    // Act
    why.focus();
    await user.keyboard('{Enter}');

    // Assess
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const path = await screen.findByRole('list', { name: 'Path that granted it' });
    expect(screen.getByText('Granted by this path of relations and tuples:')).toBeInTheDocument();
    const direct = screen.getByText('tuple role:r-admins#member@user:user-global-admin');
    expect(path).toContainElement(direct);
    // The tuple (depth 4) sits four lists below the top-level question's list, as the path goes.
    let lists = 0;
    for (let element: HTMLElement | null = direct; element && element !== path; element = element.parentElement) if (element.tagName === 'UL') lists += 1;
    expect(lists).toBe(4);
  });

  it('answers "Why?" for a refused check, with the context given, with the nearest path and how many steps it lacks', async () => {
    // Prepare
    const withContext = { ...question, context: '{"status":"submitted"}' };
    const user = await renderTools(
      { request: { query: CheckTupleDocument, variables: { input: withContext } }, result: { data: { fgaCheck: { __typename: 'FgaCheckResult', allowed: false } } } },
      {
        request: { query: ExplainCheckDocument, variables: { input: withContext } },
        result: {
          data: {
            fgaExplain: {
              __typename: 'FgaExplanation',
              allowed: false,
              missingSteps: 1,
              truncated: false,
              checkError: null,
              steps: [
                { __typename: 'FgaExplainStep', depth: 0, kind: 'CHECK', satisfied: false, missingSteps: 1, description: 'user:user-global-admin → global:platform#can_view_studio: not granted', tuple: null, condition: null },
                { __typename: 'FgaExplainStep', depth: 1, kind: 'MISSING', satisfied: false, missingSteps: 1, description: 'no tuple global:platform#can_view_studio@user:user-global-admin', tuple: null, condition: null },
              ],
            },
          },
        },
      },
    );
    await user.click(screen.getByRole('textbox', { name: 'Context (optional)' }));
    await user.paste(withContext.context);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    // Act
    await user.click(await screen.findByRole('button', { name: 'Why?' }));

    // Assess
    expect(await screen.findByRole('list', { name: 'Nearest path' })).toBeInTheDocument();
    expect(screen.getByText(/The nearest path that would grant it is 1 step away/)).toBeInTheDocument();
    expect(screen.getByText('no tuple global:platform#can_view_studio@user:user-global-admin')).toBeInTheDocument();
    expect(screen.getAllByTitle('does not hold')).toHaveLength(2);
  });

  it('says there is no such user, rather than Not allowed, for a user id nobody has', async () => {
    // Prepare
    const user = await renderTools(
      { request: { query: CheckTupleDocument, variables: { input: question } }, result: { data: { fgaCheck: { __typename: 'FgaCheckResult', allowed: false } } } },
      {
        request: { query: ObjectNamesDocument, variables: { objects: [question.user, question.object] } },
        result: {
          data: {
            fgaObjectNames: [
              { __typename: 'FgaObjectName', object: question.user, name: null, exists: false },
              { __typename: 'FgaObjectName', object: question.object, name: null, exists: null },
            ],
          },
        },
      },
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Check' }));

    // Assess
    expect(await screen.findByText(`No user ${question.user}`)).toBeInTheDocument();
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();
  });

  it('shows a role read from the store by its name, with its id below', async () => {
    // Prepare
    const tuple = { user: 'role:r-admins#member', relation: 'can_view_studio', object: 'global:platform', condition: null };
    const user = await renderTools(
      {
        request: { query: ReadTuplesDocument, variables: { input: { ...question, pageSize: 50 } } },
        result: { data: { fgaRead: { __typename: 'FgaReadResult', continuationToken: null, tuples: [{ __typename: 'FgaTuple', timestamp: '2026-11-24T10:00:00Z', key: { __typename: 'FgaTupleKey', ...tuple } }] } } },
      },
      {
        request: { query: ObjectNamesDocument, variables: { objects: ['role:r-admins', 'global:platform'] } },
        result: {
          data: {
            fgaObjectNames: [
              { __typename: 'FgaObjectName', object: 'role:r-admins', name: 'Studio Viewers', exists: true },
              { __typename: 'FgaObjectName', object: 'global:platform', name: null, exists: null },
            ],
          },
        },
      },
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Read' }));

    // Assess
    expect(await screen.findByText('Studio Viewers')).toBeInTheDocument();
    expect(screen.getByText('role:r-admins#member')).toBeInTheDocument();
  });
});
