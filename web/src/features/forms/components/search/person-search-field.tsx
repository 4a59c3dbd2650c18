import { useMutation } from '@apollo/client/react';
import type { SearchPeopleQuery } from '@/gql/graphql';
import { resultsOfType } from '@/lib/apollo/results-of-type';
import { SearchPeopleDocument } from './search-people.generated';
import { UpdatePersonSearchResponseDocument } from './update-person-search-response.generated';
import { mergeSavedForm } from '../../api/saved-form-cache';
import { choiceReader } from './search-answer';
import { SearchAnswerField, type SearchableQuestion } from './search-answer-field';
import { useSearchCampus } from './search-context';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';

type Person = Pick<Extract<SearchPeopleQuery['search'][number], { __typename: 'PersonSearchResult' }>, 'userId' | 'firstName' | 'lastName' | 'email'>;

const readPerson = choiceReader('PersonSearchResponse', (response) => response.selectedPerson);

/** A person search (a search question of category PERSON, or a person subject): people of a campus by name. */
export function PersonSearchField({ question, campusQuestionId }: { question: SearchableQuestion; campusQuestionId?: string | null }) {
  const search = useSearchInput();
  const campusCode = useSearchCampus(campusQuestionId);
  const results = useSearchResults(SearchPeopleDocument, { searchTerm: search.term, campusCode }, search.ready && Boolean(campusCode), (data) =>
    resultsOfType(data.search, 'PersonSearchResult'),
  );
  const [mutate] = useMutation(UpdatePersonSearchResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updatePersonSearchResponse) });
  return (
    <SearchAnswerField<Person>
      question={question}
      search={search}
      results={results}
      keyOf={(person) => person.userId}
      labelOf={(person) => `${person.firstName} ${person.lastName}`}
      detailOf={(person) => person.email}
      read={readPerson}
      loadingText="Loading users..."
      errorText={(message) => `Error loading users: ${message}`}
      unavailable={campusCode ? null : 'Choose a campus first'}
      save={async (person, target) => {
        const selectedPerson = person
          ? { userId: person.userId, firstName: person.firstName, lastName: person.lastName, email: person.email }
          : null;
        return (await mutate({ variables: { input: { ...target, selectedPerson } } })).data?.updatePersonSearchResponse;
      }}
    />
  );
}
