import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddElementDocument } from '../api/add-element.generated';
import { AudienceChoicesDocument } from '../api/audience-choices.generated';
import { PublishTemplateDocument } from '../api/publish-template.generated';
import { TemplateAudienceDocument } from '../api/template-audience.generated';
import { TemplateTagsDocument } from '../api/template-tags.generated';
import { UpdateElementDocument } from '../api/update-element.generated';
import { UpdateTemplateDocument } from '../api/update-template.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { conflictMessage } from '../hooks/use-save-element';
import { builderSideQueries, builderTemplate, giveElementsHeight, loadedTemplate, openedTemplate, textQuestion } from './panels/builder-fixtures';
import { TemplateBuilderPage } from './template-builder-page';
import { appSyncError } from '@/test/appsync-error';

const template = (title = 'Your name', version = 1) => builderTemplate([textQuestion('q-name', title, version)]);
const loaded = (data = template()): MockLink.MockedResponse => loadedTemplate(data);
// What the settings panel's Audience and Shared programs ask for: a draft open to its campus, nothing shared.
const audienceQueries: MockLink.MockedResponse[] = [
  {
    request: { query: TemplateAudienceDocument, variables: { id: 't-1' } },
    result: { data: { templateById: { __typename: 'Template', id: 't-1', groupId: 'g-1', revision: 1, status: 'DRAFT', campusCode: '01', audience: [], sharedWithPrograms: [] } } },
    maxUsageCount: 3,
  },
  { request: { query: AudienceChoicesDocument, variables: { campusCode: '01' } }, result: { data: { campuses: [], findProgramsByCampus: [] } }, maxUsageCount: 3 },
];

async function renderBuilder(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<TemplateBuilderPage templateId="t-1" pathOf={(id) => `/studio/campus/north/template/${id}`} programPathOf={(id) => `/studio/campus/north/program/${id}`} renderPreview={() => <p>Preview of the form</p>} />, {
    pattern: '/studio/campus/:campusId/template/:templateId',
    path: '/studio/campus/north/template/t-1',
    session: await signedInSession(),
    mocks: [openedTemplate(template()), ...builderSideQueries(), ...mocks],
  });
  await screen.findByRole('tree', { name: 'Outline' });
  return userEvent.setup();
}

describe('TemplateBuilderPage', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = giveElementsHeight();
  });
  afterAll(() => restoreLayout());

  it('adds a question of the chosen kind after the selected element with addElement', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addElement: { __typename: 'ElementEdit', id: 'q-new', kind: 'DateQuestion', version: 1, parentId: 'page-1' } } }));
    const addMock: MockLink.MockedResponse = {
      request: { query: AddElementDocument, variables: (variables) => variables.input.parentId === 'page-1' && variables.input.afterId === 'q-name' },
      result: add,
    };
    const user = await renderBuilder(addMock, loaded());
    await user.click(screen.getByRole('treeitem', { name: /Your name/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('menuitem', { name: 'Date' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    const element = JSON.parse((add.mock.calls[0] as unknown as [{ input: { element: string } }])[0].input.element) as Record<string, unknown>;
    expect(element).toMatchObject({ __typename: 'DateQuestion', title: 'Untitled date question' });
  });

  it('shows the other author\'s version with a message when the save answers CONFLICT', async () => {
    // Prepare
    const stale: MockLink.MockedResponse = {
      request: { query: UpdateElementDocument, variables: { input: { templateId: 't-1', elementId: 'q-name', expectedVersion: 1, changes: JSON.stringify({ title: 'Full name' }) } } },
      result: { errors: [appSyncError('stale', 'CONFLICT', { current: { id: 'q-name', version: 2 } })] },
    };
    const user = await renderBuilder(stale, loaded(template('Legal name', 2)));
    await user.click(screen.getByRole('treeitem', { name: /Your name/ }));
    const title = screen.getByRole('textbox', { name: 'Title' });

    // Act
    await user.clear(title);
    await user.type(title, 'Full name');
    await user.tab();

    // Assess
    // The panel is rebuilt when the other version arrives: assert on the settled screen, not a node that may be replaced.
    expect(await screen.findByDisplayValue('Legal name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(conflictMessage)).toBeInTheDocument());
  });

  it('lists the problems with the element names in the publish dialog and keeps Publish disabled', async () => {
    // Prepare
    const checked: MockLink.MockedResponse = {
      request: { query: PublishTemplateDocument, variables: { input: { templateId: 't-1', confirm: false } } },
      result: {
        data: {
          publishTemplate: {
            __typename: 'PublishTemplateResult',
            published: false,
            template: { __typename: 'Template', id: 't-1', status: 'DRAFT', isLatest: true, revision: 1 },
            problems: [{ __typename: 'TemplateProblem', code: 'CONDITION_MISSING_QUESTION', message: 'A condition points at a missing question.', elementId: 'q-name', optionId: null }],
            changes: [],
          },
        },
      },
    };
    const user = await renderBuilder(checked);

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    // Assess
    const dialog = await screen.findByRole('dialog', { name: 'Publish template' });
    const problems = await within(dialog).findByRole('list', { name: 'Problems' });
    expect(within(problems).getByText('Your name')).toBeInTheDocument();
    expect(within(problems).getByText('A condition points at a missing question.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('moves the selection through the outline with the arrow keys and opens its properties', async () => {
    // Prepare
    const user = await renderBuilder();
    await user.click(screen.getByRole('treeitem', { name: /First page/ }));

    // Act
    await user.keyboard('{ArrowDown}');

    // Assess
    expect(screen.getByRole('treeitem', { name: /Your name/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', { name: /Your name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Your name');
  });

  it('saves a setting of the draft at its revision from the settings panel', async () => {
    const update = vi.fn(() => ({ data: { updateTemplate: { __typename: 'Template', id: 't-1', name: 'Lab inspection', revision: 2 } } }));
    const user = await renderBuilder(
      { request: { query: TemplateTagsDocument, variables: { campusCode: '01' } }, result: { data: { tags: [{ __typename: 'Tag', id: 'tag-1', name: 'inspection' }] } } },
      { request: { query: UpdateTemplateDocument, variables: { input: { templateId: 't-1', expectedRevision: 1, isSubform: true } } }, result: update },
      loaded(),
      ...audienceQueries,
    );

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Template settings' });
    await user.click(within(panel).getByRole('switch', { name: /Used as a subform/ }));

    await waitFor(() => expect(update).toHaveBeenCalled());
  });

  it('lists a first publish for staff: the dialog offers both switches on, saves them, then publishes', async () => {
    // Prepare
    const publishResult = (published: boolean) => ({
      data: {
        publishTemplate: {
          __typename: 'PublishTemplateResult',
          published,
          template: { __typename: 'Template', id: 't-1', status: published ? 'PUBLISHED' : 'DRAFT', isLatest: true, revision: published ? 3 : 1 },
          problems: [],
          changes: [],
        },
      },
    });
    const update = vi.fn(() => ({ data: { updateTemplate: { __typename: 'Template', id: 't-1', name: 'Lab inspection', revision: 2 } } }));
    const publish = vi.fn(() => publishResult(true));
    const user = await renderBuilder(
      { request: { query: PublishTemplateDocument, variables: { input: { templateId: 't-1', confirm: false } } }, result: publishResult(false) },
      { request: { query: UpdateTemplateDocument, variables: { input: { templateId: 't-1', expectedRevision: 1, showOnHomepage: true, selfInitiated: true } } }, result: update },
      loaded(),
      { request: { query: PublishTemplateDocument, variables: { input: { templateId: 't-1', confirm: true } } }, result: publish },
      loaded(),
    );
    expect(screen.getByText('Not listed for staff')).toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish template' });
    const homepage = await within(dialog).findByRole('switch', { name: /Show on the home page/ });
    expect(homepage).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /People can start it themselves/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    // Assess
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(update).toHaveBeenCalled();
  });
});
