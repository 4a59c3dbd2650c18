import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataMapperConfigDocument } from '../api/data-mapper-config.generated';
import { MapperLibrariesDocument, MapperLibraryFieldsDocument } from '../api/mapper-libraries.generated';
import { MapperTemplateDocument } from '../api/mapper-template.generated';
import { SaveDataMapperConfigDocument } from '../api/save-data-mapper-config.generated';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { DataMapperPage } from './data-mapper-page';

const base = '/studio/campus/01/template/t-1';
const question = (typename: string, id: string, title: string, extra: Record<string, unknown> = {}) => ({ __typename: typename, id, title, ...extra });
const template: MockLink.MockedResponse = {
  request: { query: MapperTemplateDocument, variables: { id: 't-1' } },
  result: {
    data: {
      templateById: {
        __typename: 'Template',
        id: 't-1',
        name: 'Room inspection',
        pages: [
          {
            __typename: 'Page',
            id: 'p1',
            children: [
              question('LibrarySearchQuestion', 'q-room', 'Which room', { library: { __typename: 'LibraryRef', schemaId: 'lib-rooms' } }),
              question('TextQuestion', 'q-condition', 'Condition'),
              question('OptionQuestion', 'q-many', 'Hazards', { isMultiSelect: true }),
            ],
          },
        ],
      },
    },
  },
};
const saved = {
  __typename: 'DataMapperConfig',
  templateGroupId: 'g-1',
  libraryId: 'lib-rooms',
  libraryName: 'Rooms',
  itemSource: 'CHOSEN_ITEM',
  itemQuestionId: 'q-room',
  businessKeyField: null,
  fields: [{ __typename: 'DataMapperField', questionId: 'q-condition', fieldName: 'condition', prefill: true, update: true }],
  grantedBy: null,
  version: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const config = (dataMapperConfig: unknown): MockLink.MockedResponse => ({ request: { query: DataMapperConfigDocument, variables: { templateId: 't-1' } }, result: { data: { dataMapperConfig } } });
const libraries: MockLink.MockedResponse = {
  request: { query: MapperLibrariesDocument },
  result: { data: { searchLibrariesV2: { __typename: 'SchemaResults', results: [{ __typename: 'SchemaResult', id: 'lib-rooms', objectName: 'Rooms' }] } } },
};
const field = (fieldName: string, unique = false) => ({ __typename: 'LibraryField', fieldName, dataType: 'TEXT', unique });
const fields: MockLink.MockedResponse = {
  request: { query: MapperLibraryFieldsDocument, variables: { id: 'lib-rooms' } },
  result: {
    data: {
      fetchSchema: { __typename: 'SchemaData', id: 'lib-rooms', objectName: 'Rooms', fieldArraySchema: [field('name', true), field('condition')], permissions: { __typename: 'LibraryPermissions', canEditItems: false } },
    },
  },
  maxUsageCount: 5,
};

async function renderMapper(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<DataMapperPage templateId="t-1" />, { pattern: `${base}/mapper`, path: `${base}/mapper`, session: await signedInSession(), mocks: [template, libraries, fields, ...mocks] });
  await screen.findByRole('heading', { name: 'Data Mapper' });
  return userEvent.setup();
}

describe('DataMapperPage', () => {
  it("shows the saved mapping, says submits wait for a library editor's grant, and offers only single-answer questions for rows", async () => {
    const user = await renderMapper(config(saved));

    expect(await screen.findByText(/Submitted forms do not update Rooms yet/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Item question' })).toHaveTextContent('Which room');
    await user.click(screen.getByRole('combobox', { name: 'Question (row 1)' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Condition']);
  });

  it('puts the focus on a new row, back on Add row after a removal, and saves at the version read', async () => {
    const sent = vi.fn((_variables: Record<string, unknown>) => true);
    const user = await renderMapper(config(saved), {
      request: { query: SaveDataMapperConfigDocument, variables: sent },
      result: { data: { saveDataMapperConfig: { ...saved, version: 4 } } },
    });
    await screen.findByText(/Submitted forms do not update Rooms yet/);

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('combobox', { name: 'Question (row 2)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.getByRole('button', { name: 'Add row' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));

    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: {
          templateId: 't-1',
          expectedVersion: 3,
          libraryId: 'lib-rooms',
          itemSource: 'CHOSEN_ITEM',
          itemQuestionId: 'q-room',
          businessKeyField: null,
          fields: [{ questionId: 'q-condition', fieldName: 'condition', prefill: true, update: true }],
        },
      }),
    );
  });

  it("shows a refused row's reason beside it", async () => {
    const user = await renderMapper(config(saved), {
      request: { query: SaveDataMapperConfigDocument, variables: () => true },
      result: { errors: [appSyncError('fields.0.fieldName: The library has no field condition', 'BAD_USER_INPUT', { problems: [{ path: 'fields.0.fieldName', message: 'The library has no field condition' }] })] },
    });
    await screen.findByText(/Submitted forms do not update Rooms yet/);

    await user.click(screen.getByRole('button', { name: 'Save mapping' }));

    expect(await screen.findByText('The library has no field condition')).toBeInTheDocument();
  });

  it('asks for a library first when nothing is saved', async () => {
    await renderMapper(config(null));

    expect(await screen.findByText('No data mapper is saved for this template yet.')).toBeInTheDocument();
    expect(screen.getByText('Choose a library.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save mapping' })).toBeDisabled();
  });
});
