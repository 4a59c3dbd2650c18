import { useMutation } from '@apollo/client/react';
import { SearchDocumentsDocument } from './search-documents.generated';
import { UpdateDocumentSearchResponseDocument } from './update-document-search-response.generated';
import { mergeSavedForm } from '../../api/saved-form-cache';
import { choiceReader } from './search-answer';
import { SearchAnswerField, type SearchableQuestion } from './search-answer-field';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';

interface DocumentRef {
  id: string;
  name: string;
  autoId?: string | null;
}

/** The templates a document search looks in (docSearchConfig.templates). */
export type DocSearchTemplates = ReadonlyArray<{ groupId: string; programId?: string | null; statuses: readonly string[] }>;

/**
 * What one search asks for, from the question's templates: all their groups; a program only when every template
 * names the same one; statuses only when every template limits them (their union).
 */
export function documentSearchScope(templates: DocSearchTemplates) {
  const programs = new Set(templates.map((template) => template.programId ?? ''));
  const [onlyProgram] = [...programs];
  const limited = templates.length > 0 && templates.every((template) => template.statuses.length > 0);
  return {
    templateGroupIds: [...new Set(templates.map((template) => template.groupId))],
    programId: programs.size === 1 && onlyProgram ? onlyProgram : null,
    statuses: limited ? [...new Set(templates.flatMap((template) => template.statuses))] : null,
  };
}

const readDocument = choiceReader('DocumentSearchResponse', (response) => response.selectedDocument);

/** A document search: forms of the question's templates that the person may view, by name or auto id. */
export function DocumentSearchField({ question, templates }: { question: SearchableQuestion; templates: DocSearchTemplates }) {
  const search = useSearchInput();
  const scope = documentSearchScope(templates);
  const results = useSearchResults(
    SearchDocumentsDocument,
    { searchTerm: search.term, ...scope },
    search.ready && scope.templateGroupIds.length > 0,
    (data) => data.searchDocumentsV2,
  );
  const [mutate] = useMutation(UpdateDocumentSearchResponseDocument, {
    update: (cache, { data }) => mergeSavedForm(cache, data?.updateDocumentSearchResponse),
  });
  return (
    <SearchAnswerField<DocumentRef>
      question={question}
      search={search}
      results={results}
      keyOf={(document) => document.id}
      labelOf={(document) => document.name}
      detailOf={(document) => document.autoId}
      read={readDocument}
      unavailable={scope.templateGroupIds.length > 0 ? null : 'This question names no templates to search.'}
      save={async (document, target) =>
        (await mutate({ variables: { input: { ...target, documentId: document?.id ?? null } } })).data?.updateDocumentSearchResponse
      }
    />
  );
}
