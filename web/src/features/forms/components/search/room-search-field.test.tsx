import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchRoomsDocument } from './search-rooms.generated';
import { UpdateRoomSearchResponseDocument } from './update-room-search-response.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const roomQuestion = question('SearchQuestion', 'q-room', 'Room inspected', { category: 'ROOM', campusQuestionId: null, allowExternalUsers: false });

const room220 = { __typename: 'SelectedRoom', id: 'room-01-chm-220', roomKey: '01-CHM-220', building: 'CHM', buildingName: 'Chemistry Hall', floor: '2', roomNumber: '220' };

const roomsMock = (searchTerm: string, rooms: unknown[]) => ({
  request: { query: SearchRoomsDocument, variables: { searchTerm, campusCode: '01' } },
  result: { data: { search: rooms } },
});

const saveMock = (roomId: string | null, expectedVersion: number, version: number) => ({
  request: { query: UpdateRoomSearchResponseDocument, variables: { input: { formId: 'f1', questionId: 'q-room', location: null, expectedVersion, roomId } } },
  result: { data: { updateRoomSearchResponse: savedForm('SavedForm', [response('RoomSearchResponse', 'q-room', version, { selectedRoom: roomId ? room220 : null })]) } },
});

async function renderForm(mocks: unknown[], responses: unknown[] = []) {
  renderScreen(<FormPage formId="f1" />, {
    pattern: '/form/:formId',
    path: '/form/f1',
    session: await signedInSession(),
    mocks: [flagsMock, formMock([roomQuestion], responses), ...mocks] as never,
  });
  return { field: await screen.findByRole('combobox', { name: /Room inspected/ }), user: userEvent.setup() };
}

// The form page renders the whole question tree: slow on a busy machine.
describe('RoomSearchField', () => {
  it('offers rooms by building, floor and number with their key, and saves the chosen room by its id', async () => {
    const { field, user } = await renderForm([roomsMock('chem 22', [room220]), saveMock('room-01-chm-220', 0, 1)]);

    await user.type(field, 'chem 22');
    const option = await screen.findByRole('option', { name: /Chemistry Hall \(CHM\), floor 2, room 220/ });
    expect(option).toHaveTextContent('01-CHM-220');
    await user.click(option);

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('Chemistry Hall (CHM), floor 2, room 220');
  });

  it('shows a saved room and clears it', async () => {
    const stored = response('RoomSearchResponse', 'q-room', 2, { selectedRoom: room220 });
    const { field, user } = await renderForm([saveMock(null, 2, 3)], [stored]);
    expect(field).toHaveValue('Chemistry Hall (CHM), floor 2, room 220');

    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
