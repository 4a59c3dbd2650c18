import { useMutation } from '@apollo/client/react';
import { roomText } from '@schema/search/room-search';
import { resultsOfType } from '@/lib/apollo/results-of-type';
import { mergeSavedForm } from '../../api/saved-form-cache';
import { choiceReader } from './search-answer';
import { SearchAnswerField, type SearchableQuestion } from './search-answer-field';
import { useSearchCampus } from './search-context';
import { SearchRoomsDocument } from './search-rooms.generated';
import { UpdateRoomSearchResponseDocument } from './update-room-search-response.generated';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';

interface Room {
  id: string;
  roomKey: string;
  building: string;
  buildingName: string;
  floor: string;
  roomNumber: string;
}

const readRoom = choiceReader('RoomSearchResponse', (response) => response.selectedRoom);

/**
 * A room search: the rooms in use of the question's campus, by room number or building name or code ("Chemistry
 * 204"). The answer keeps the room's key, building, floor and number; the server reads them from campus config.
 */
export function RoomSearchField({ question, campusQuestionId }: { question: SearchableQuestion; campusQuestionId?: string | null }) {
  const search = useSearchInput();
  const campusCode = useSearchCampus(campusQuestionId);
  const results = useSearchResults(SearchRoomsDocument, { searchTerm: search.term, campusCode }, search.ready, (data) => resultsOfType(data.search, 'SelectedRoom'));
  const [mutate] = useMutation(UpdateRoomSearchResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateRoomSearchResponse) });
  return (
    <SearchAnswerField<Room>
      question={question}
      search={search}
      results={results}
      keyOf={(room) => room.id}
      labelOf={roomText}
      detailOf={(room) => room.roomKey}
      read={readRoom}
      save={async (room, target) => (await mutate({ variables: { input: { ...target, roomId: room?.id ?? null } } })).data?.updateRoomSearchResponse}
    />
  );
}
