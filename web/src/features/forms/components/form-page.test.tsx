import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormDocument } from '../api/form.generated';
import { UpdateTextResponseDocument } from '../api/update-text-response.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { FormPage } from './form-page';
import { appSyncError } from '@/test/appsync-error';

const questionBase = { prompt: null, info: null, disabled: false, dependsOn: null };

function textResponse(text: string, version: number) {
  return {
    __typename: 'TextResponse',
    questionId: 'q-describe',
    location: null,
    lastSaved: '2026-03-02T10:00:00.000Z',
    version,
    text,
  };
}

function formResult(responses: unknown[], subject: unknown = null) {
  return {
    data: {
      form: {
        __typename: 'Form',
        id: 'f1',
        autoId: 'INC-000001',
        name: 'Incident Report',
        status: 'draft',
        parentFormId: null,
        templateId: 't1',
        templateGroupId: 'g1',
        lastSaved: '2026-03-01T10:00:00.000Z',
        subject,
        statusEvents: [],
        workflowState: null,
        elementRoles: { __typename: 'FormElementRoles', roleIds: ['owner'], allElements: false },
        responses,
        template: {
          __typename: 'Template',
          id: 't1',
          groupId: 'g1',
          name: 'Incident Report',
          pages: [
            {
              __typename: 'Page',
              id: 'p1',
              name: 'Details',
              permissions: [],
              children: [
                { __typename: 'TextQuestion', id: 'q-describe', title: 'Describe the incident', required: true, input: 'paragraph', ...questionBase },
                { __typename: 'SearchQuestion', id: 'q-reporter', title: 'Who reported it?', required: false, category: 'PERSON', campusQuestionId: null, allowExternalUsers: false, ...questionBase },
              ],
            },
          ],
        },
      },
    },
  };
}

const flags = { request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 5 };

function saveRequest(text: string, expectedVersion: number) {
  return {
    query: UpdateTextResponseDocument,
    variables: { input: { formId: 'f1', questionId: 'q-describe', text, location: null, expectedVersion } },
  };
}

async function renderForm(mocks: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, {
    pattern: '/form/:formId',
    path: '/form/f1',
    session: await signedInSession(),
    mocks: mocks as never,
  });
}

describe('FormPage', () => {
  it('shows the header, a required text question and a search question', async () => {
    // Act
    await renderForm([flags, { request: { query: FormDocument, variables: { id: 'f1' } }, result: formResult([]) }]);

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Report' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/template/g1');
    expect(screen.getByRole('textbox', { name: 'Describe the incident' })).toBeRequired();
    // The search field loads with the first form that has one (lazy-question-fields.tsx).
    expect(await screen.findByRole('combobox', { name: 'Who reported it?' })).toBeEnabled();
  });

  it('says under its name who the form is about', async () => {
    // Prepare
    const subject = { __typename: 'PersonSubject', userId: 'user-staff-two', firstName: 'Sam', lastName: 'Rivera' };

    // Act
    await renderForm([flags, { request: { query: FormDocument, variables: { id: 'f1' } }, result: formResult([], subject) }]);

    // Assess
    expect(await screen.findByText('Subject: Sam Rivera')).toBeInTheDocument();
  });

  it('saves a text answer after a pause in typing and then shows Saved', async () => {
    // Prepare
    const saved = {
      request: saveRequest('Slipped on ice', 2),
      result: {
        data: {
          updateTextResponse: { __typename: 'SavedForm', id: 'f1', lastSaved: '2026-03-02T10:00:00.000Z', responses: [textResponse('Slipped on ice', 3)] },
        },
      },
    };
    await renderForm([flags, { request: { query: FormDocument, variables: { id: 'f1' } }, result: formResult([textResponse('Slipped', 2)]) }, saved]);
    const field = await screen.findByRole('textbox', { name: 'Describe the incident' });
    const user = userEvent.setup();

    // Act
    await user.type(field, ' on ice');

    // Assess
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('Slipped on ice');
  });

  it("takes the server's newer answer that the conflict carries", async () => {
    // Prepare
    const conflict = {
      request: saveRequest('Mine', 0),
      result: { errors: [appSyncError('This answer was changed elsewhere.', 'CONFLICT', { current: textResponse('Theirs', 1) })] },
    };
    // No second read of the form: the refusal carries the server's answer.
    await renderForm([flags, { request: { query: FormDocument, variables: { id: 'f1' } }, result: formResult([]) }, conflict]);
    const field = await screen.findByRole('textbox', { name: 'Describe the incident' });
    const user = userEvent.setup();

    // Act
    await user.type(field, 'Mine');
    await user.tab();

    // Assess
    expect(await screen.findByText('This answer was changed elsewhere. The newer answer is shown.')).toBeInTheDocument();
    expect(field).toHaveValue('Theirs');
  });

  it('keeps the text and sends it again when the network fails', async () => {
    // Prepare
    const offline = { request: saveRequest('Smoke', 0), error: new TypeError('Failed to fetch') };
    const online = {
      request: saveRequest('Smoke', 0),
      result: {
        data: {
          updateTextResponse: { __typename: 'SavedForm', id: 'f1', lastSaved: '2026-03-02T10:00:00.000Z', responses: [textResponse('Smoke', 1)] },
        },
      },
    };
    await renderForm([flags, { request: { query: FormDocument, variables: { id: 'f1' } }, result: formResult([]) }, offline, online]);
    const field = await screen.findByRole('textbox', { name: 'Describe the incident' });
    const user = userEvent.setup();

    // Act
    await user.type(field, 'Smoke');
    await user.tab();

    // Assess
    expect(await screen.findByText(/Not saved: connection lost/)).toBeInTheDocument();
    expect(field).toHaveValue('Smoke');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
