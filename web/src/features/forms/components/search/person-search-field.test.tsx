import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchPeopleDocument } from './search-people.generated';
import { UpdatePersonSearchResponseDocument } from './update-person-search-response.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const piQuestion = question('SearchQuestion', 'q-pi', 'Principal investigator', { category: 'PERSON', campusQuestionId: null, allowExternalUsers: false });

const samRivera = { __typename: 'PersonSearchResult', userId: 'user-staff-two', firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@bayview.example.edu' };
const chosenSam = { __typename: 'SelectedPerson', userId: 'user-staff-two', firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@bayview.example.edu', employeeId: null, networkId: null };

const peopleMock = (searchTerm: string, people: unknown[]) => ({
  request: { query: SearchPeopleDocument, variables: { searchTerm, campusCode: '01' } },
  result: { data: { search: people } },
});

const saveMock = (selectedPerson: unknown, expectedVersion: number, version: number) => ({
  request: {
    query: UpdatePersonSearchResponseDocument,
    variables: {
      input: {
        formId: 'f1',
        questionId: 'q-pi',
        location: null,
        expectedVersion,
        selectedPerson: selectedPerson && { userId: 'user-staff-two', firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@bayview.example.edu' },
      },
    },
  },
  result: {
    data: { updatePersonSearchResponse: savedForm('SavedForm', [response('PersonSearchResponse', 'q-pi', version, { selectedPerson })]) },
  },
});

async function renderForm(mocks: unknown[], responses: unknown[] = []) {
  renderScreen(<FormPage formId="f1" />, {
    pattern: '/form/:formId',
    path: '/form/f1',
    session: await signedInSession(),
    mocks: [flagsMock, formMock([piQuestion], responses), ...mocks] as never,
  });
  return { field: await screen.findByRole('combobox', { name: /Principal investigator/ }), user: userEvent.setup() };
}

// The form page renders MUI's date pickers and the whole question tree: slow on a busy machine.
describe('PersonSearchField', () => {
  it('asks for 2 characters, then searches once the typing rests (300 ms), not for every keystroke', async () => {
    // Prepare: a search for "ri" (a keystroke before the typing rested) is counted.
    const searchedTooSoon: string[] = [];
    const tooSoon = { ...peopleMock('ri', []), result: () => (searchedTooSoon.push('ri'), { data: { search: [] } }) };
    const { field, user } = await renderForm([tooSoon, peopleMock('riv', [samRivera])]);

    // Act
    await user.type(field, 'r');
    const hint = await screen.findByText('Type at least 2 characters to search');
    await user.type(field, 'iv');

    // Assess
    expect(hint).toHaveTextContent('Type at least 2 characters to search');
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Sam Rivera/ })).toHaveTextContent('sam.rivera@bayview.example.edu');
    expect(searchedTooSoon).toEqual([]);
  });

  it('says when nobody matches', async () => {
    const { field, user } = await renderForm([peopleMock('zz', [])]);

    await user.type(field, 'zz');

    expect(await screen.findByText('No results found for "zz"')).toBeInTheDocument();
  });

  it('shows why the search failed', async () => {
    const failing = { request: { query: SearchPeopleDocument, variables: { searchTerm: 'ri', campusCode: '01' } }, error: new Error('Service unavailable') };
    const { field, user } = await renderForm([failing]);

    await user.type(field, 'ri');

    expect(await screen.findByText('Error loading users: Service unavailable')).toBeInTheDocument();
  });

  it('saves the chosen person at once and closes the list', async () => {
    const { field, user } = await renderForm([peopleMock('riv', [samRivera]), saveMock(chosenSam, 0, 1)]);

    await user.type(field, 'riv');
    await user.click(await screen.findByRole('option', { name: /Sam Rivera/ }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('Sam Rivera');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('saves no person when the chosen one is cleared', async () => {
    const stored = response('PersonSearchResponse', 'q-pi', 3, { selectedPerson: chosenSam });
    const { field, user } = await renderForm([saveMock(null, 3, 4)], [stored]);
    expect(field).toHaveValue('Sam Rivera');

    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('closes the list with Escape', async () => {
    const { field, user } = await renderForm([peopleMock('riv', [samRivera])]);
    await user.type(field, 'riv');
    await screen.findByRole('option', { name: /Sam Rivera/ });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('riv');
  });
});
