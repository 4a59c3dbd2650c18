import { useMutation } from '@apollo/client/react';
import { libraryQuestionFilters } from '@schema/search/library-filters';
import { PrefillFromLibraryItemDocument } from './prefill-from-library-item.generated';
import { SearchLibraryItemsDocument } from './search-library-items.generated';
import { UpdateLibrarySearchResponseDocument } from './update-library-search-response.generated';
import { mergeSavedForm } from '../../api/saved-form-cache';
import { choiceReader, fieldOfAnswer } from './search-answer';
import { SearchAnswerField, type SearchableQuestion } from './search-answer-field';
import { useOtherAnswer } from './search-context';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';

interface LibraryItem {
  id: string;
  name: string;
  fields?: string | null;
}

/** What a library search asks of its question (a library search question, or a library subject). */
export interface LibraryQuestionConfig {
  library?: { schemaId: string; name: string } | null;
  filterBy?: { sourceQuestion: string; sourceField: string } | null;
  librarySearchFilter?: ReadonlyArray<{ field: string; operator: string; value: string }> | null;
}

const readItem = choiceReader('LibrarySearchResponse', (response) => response.selectedItem);

/**
 * A library search: items of the question's library by name, filtered by the question's own rules and, with
 * filterBy, by the value of a field of another question's answer.
 */
export function LibrarySearchField({ question, config }: { question: SearchableQuestion; config: LibraryQuestionConfig }) {
  const search = useSearchInput();
  const schemaId = config.library?.schemaId ?? '';
  const source = useOtherAnswer(config.filterBy?.sourceQuestion);
  const sourceValue = config.filterBy ? fieldOfAnswer(source, config.filterBy.sourceField) : null;
  const filters = libraryQuestionFilters(config, sourceValue);
  const results = useSearchResults(
    SearchLibraryItemsDocument,
    { schemaId, searchTerm: search.term, filters },
    search.ready && Boolean(schemaId),
    (data) => data.searchLibraryItems,
  );
  const [mutate] = useMutation(UpdateLibrarySearchResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateLibrarySearchResponse) });
  const [prefill] = useMutation(PrefillFromLibraryItemDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.prefillFromLibraryItem) });
  return (
    <SearchAnswerField<LibraryItem>
      question={question}
      search={search}
      results={results}
      keyOf={(item) => item.id}
      labelOf={(item) => item.name}
      read={readItem}
      unavailable={schemaId ? null : 'This question has no library to search.'}
      save={async (item, target) => {
        const selectedItem = item ? { id: item.id, name: item.name, fields: item.fields ?? null } : null;
        const saved = (await mutate({ variables: { input: { ...target, selectedItem } } })).data?.updateLibrarySearchResponse;
        // A chosen item pre-fills the questions mapped to its fields (data mapper, defaultMapping) that are unanswered;
        // the answers it writes reach their fields through the cache. A refused pre-fill leaves the choice saved.
        const topLevel = !target.location?.parentId && !target.location?.rowId;
        if (saved && item && topLevel) void prefill({ variables: { input: { formId: target.formId, questionId: target.questionId } } }).catch(() => undefined);
        return saved;
      }}
    />
  );
}
