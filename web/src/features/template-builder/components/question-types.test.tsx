import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddElementDocument } from '../api/add-element.generated';
import { UpdateElementDocument } from '../api/update-element.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { builderSideQueries, builderTemplate, elementEdit, giveElementsHeight, loadedTemplate, openedTemplate, textQuestion } from './panels/builder-fixtures';
import { TemplateBuilderPage } from './template-builder-page';

// qtypes17: the email, phone number, number and file upload kinds in the builder, and reference images.

const base = { prompt: null, description: null, questionName: null, info: null, required: false, disabled: false, dependsOn: null, defaultMapping: null, businessKeys: [] };
const numberQuestion = { __typename: 'NumberQuestion', id: 'q-count', version: 1, title: 'Fume hoods', ...base, min: null, max: null, integer: false, unit: null };
const fileQuestion = { __typename: 'FileUploadQuestion', id: 'q-files', version: 1, title: 'Plans', ...base, acceptedTypes: [], maxSizeMb: 10, maxFiles: 5 };
const imageQuestion = { __typename: 'ImageUploadQuestion', id: 'q-photos', version: 1, title: 'Photos', ...base, imageDescription: null, hasImageUpload: true, images: [] };

async function renderBuilder(children: object[], ...mocks: MockLink.MockedResponse[]) {
  const template = builderTemplate(children);
  renderScreen(<TemplateBuilderPage templateId="t-1" pathOf={(id) => `/studio/campus/north/template/${id}`} programPathOf={(id) => `/studio/campus/north/program/${id}`} renderPreview={() => <p>Preview</p>} />, {
    pattern: '/studio/campus/:campusId/template/:templateId',
    path: '/studio/campus/north/template/t-1',
    session: await signedInSession(),
    mocks: [openedTemplate(template), ...builderSideQueries(template.status), ...mocks],
  });
  await screen.findByRole('tree', { name: 'Outline' });
  return userEvent.setup();
}

const inputOf = (mock: ReturnType<typeof vi.fn>) => (mock.mock.calls[0] as unknown as [{ input: Record<string, unknown> }])[0].input;
const saving = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({ request: { query: UpdateElementDocument, variables: () => true }, result });

describe('The builder’s new question kinds', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = giveElementsHeight();
  });
  afterAll(() => restoreLayout());

  it('offers email, phone number, number and file upload in the Add menu and adds the one picked', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addElement: elementEdit('q-new', 'PhoneNumberQuestion', 1) } }));
    const user = await renderBuilder([textQuestion('q-name', 'Your name')], { request: { query: AddElementDocument, variables: () => true }, result: add }, loadedTemplate(builderTemplate([textQuestion('q-name', 'Your name')])));

    // Act
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const menu = await screen.findByRole('menu');
    for (const label of ['Email', 'Number', 'File upload']) expect(within(menu).getByRole('menuitem', { name: label })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Phone number' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(JSON.parse(inputOf(add).element as string)).toMatchObject({ __typename: 'PhoneNumberQuestion', title: 'Untitled phone number question' });
  });

  it('saves a number question’s maximum and whole-numbers setting', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { updateElement: elementEdit('q-count', 'NumberQuestion', 2) } }));
    const user = await renderBuilder([numberQuestion], saving(save), loadedTemplate(builderTemplate([{ ...numberQuestion, version: 2, max: 50 }])));
    await user.click(screen.getByRole('treeitem', { name: /Fume hoods/ }));

    // Act
    await user.type(await screen.findByRole('spinbutton', { name: 'Maximum' }), '50');
    await user.tab();

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(inputOf(save)).toMatchObject({ elementId: 'q-count', changes: JSON.stringify({ max: 50 }) });
  });

  it('saves a file question’s accepted types as lower-case extensions', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { updateElement: elementEdit('q-files', 'FileUploadQuestion', 2) } }));
    const user = await renderBuilder([fileQuestion], saving(save), loadedTemplate(builderTemplate([{ ...fileQuestion, version: 2, acceptedTypes: ['pdf', 'docx'] }])));
    await user.click(screen.getByRole('treeitem', { name: /Plans/ }));

    // Act
    await user.type(await screen.findByRole('textbox', { name: 'Accepted file types' }), '.PDF, docx');
    await user.tab();

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(inputOf(save)).toMatchObject({ changes: JSON.stringify({ acceptedTypes: ['pdf', 'docx'] }) });
  });

  it('adds a reference image to an image question, refusing an address that is not https first', async () => {
    // Prepare
    const save = vi.fn(() => ({ data: { updateElement: elementEdit('q-photos', 'ImageUploadQuestion', 2) } }));
    const user = await renderBuilder([imageQuestion], saving(save), loadedTemplate(builderTemplate([{ ...imageQuestion, version: 2 }])));
    await user.click(screen.getByRole('treeitem', { name: /Photos/ }));
    const address = await screen.findByRole('textbox', { name: 'Image address (https)' });

    // Act
    await user.type(address, 'http://example.edu/shelf.jpg');
    await user.click(screen.getByRole('button', { name: 'Add reference image' }));

    // Assess
    expect(screen.getByText('Enter an https address, like https://example.edu/photo.jpg.')).toBeInTheDocument();
    expect(address).toHaveFocus();

    // Act
    await user.clear(address);
    await user.type(address, 'https://example.edu/shelf.jpg');
    await user.type(screen.getByRole('textbox', { name: 'What the image shows' }), 'A tidy shelf');
    await user.click(screen.getByRole('button', { name: 'Add reference image' }));

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(inputOf(save)).toMatchObject({ changes: JSON.stringify({ images: [{ url: 'https://example.edu/shelf.jpg', description: 'A tidy shelf' }] }) });
    // The panel is rebuilt from the stored element after the save: the focus is back in its address field.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Image address (https)' })).toHaveFocus());
  });
});
