import { useMutation } from '@apollo/client/react';
import type { SearchCampusesQuery } from '@/gql/graphql';
import { resultsOfType } from '@/lib/apollo/results-of-type';
import { SearchBuildingsDocument } from './search-buildings.generated';
import { SearchCampusesDocument } from './search-campuses.generated';
import { SearchDepartmentsDocument } from './search-departments.generated';
import { UpdateBuildingSearchResponseDocument } from './update-building-search-response.generated';
import { UpdateCampusSearchResponseDocument } from './update-campus-search-response.generated';
import { UpdateDepartmentSearchResponseDocument } from './update-department-search-response.generated';
import { mergeSavedForm } from '../../api/saved-form-cache';
import { choiceReader } from './search-answer';
import { SearchAnswerField, type SearchableQuestion } from './search-answer-field';
import { useSearchCampus } from './search-context';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';

interface Place {
  id: string;
  name: string;
  code?: string | null;
}

const placeInput = (place: Place | null) => (place ? { id: place.id, name: place.name, code: place.code ?? null } : null);
const placeLabel = (place: Place) => (place.code ? `${place.name} (${place.code})` : place.name);

const readBuilding = choiceReader('BuildingSearchResponse', (response) => response.selectedBuilding);
const readDepartment = choiceReader('DepartmentSearchResponse', (response) => response.selectedDepartment);

/** A building search: the buildings of the question's campus, by name or code. */
export function BuildingSearchField({ question, campusQuestionId }: { question: SearchableQuestion; campusQuestionId?: string | null }) {
  const search = useSearchInput();
  const campusCode = useSearchCampus(campusQuestionId);
  const results = useSearchResults(SearchBuildingsDocument, { searchTerm: search.term, campusCode }, search.ready, (data) => resultsOfType(data.search, 'SelectedPlace'));
  const [mutate] = useMutation(UpdateBuildingSearchResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateBuildingSearchResponse) });
  return (
    <SearchAnswerField<Place>
      question={question}
      search={search}
      results={results}
      keyOf={(place) => place.id}
      labelOf={placeLabel}
      read={readBuilding}
      save={async (place, target) =>
        (await mutate({ variables: { input: { ...target, selectedBuilding: placeInput(place) } } })).data?.updateBuildingSearchResponse
      }
    />
  );
}

/** A department search: the departments of the question's campus, by name or code. */
export function DepartmentSearchField({ question, campusQuestionId }: { question: SearchableQuestion; campusQuestionId?: string | null }) {
  const search = useSearchInput();
  const campusCode = useSearchCampus(campusQuestionId);
  const results = useSearchResults(SearchDepartmentsDocument, { searchTerm: search.term, campusCode }, search.ready, (data) =>
    resultsOfType(data.search, 'SelectedPlace'),
  );
  const [mutate] = useMutation(UpdateDepartmentSearchResponseDocument, {
    update: (cache, { data }) => mergeSavedForm(cache, data?.updateDepartmentSearchResponse),
  });
  return (
    <SearchAnswerField<Place>
      question={question}
      search={search}
      results={results}
      keyOf={(place) => place.id}
      labelOf={placeLabel}
      read={readDepartment}
      save={async (place, target) =>
        (await mutate({ variables: { input: { ...target, selectedDepartment: placeInput(place) } } })).data?.updateDepartmentSearchResponse
      }
    />
  );
}

type Campus = Extract<SearchCampusesQuery['search'][number], { __typename: 'SelectedCampus' }>;

const readCampus = choiceReader('CampusSearchResponse', (response) => response.selectedCampus);

/** A campus search: the campuses of the signed-in person's university system. */
export function CampusSearchField({ question }: { question: SearchableQuestion }) {
  const search = useSearchInput();
  const results = useSearchResults(SearchCampusesDocument, { searchTerm: search.term }, search.ready, (data) => resultsOfType(data.search, 'SelectedCampus'));
  const [mutate] = useMutation(UpdateCampusSearchResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateCampusSearchResponse) });
  return (
    <SearchAnswerField<Pick<Campus, 'id' | 'name' | 'shortName'>>
      question={question}
      search={search}
      results={results}
      keyOf={(campus) => campus.id}
      labelOf={(campus) => campus.name}
      detailOf={(campus) => `Campus ${campus.id}`}
      read={readCampus}
      save={async (campus, target) =>
        (await mutate({ variables: { input: { ...target, campusId: campus?.id ?? null } } })).data?.updateCampusSearchResponse
      }
    />
  );
}
