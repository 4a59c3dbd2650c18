import { useQuery } from '@apollo/client/react';
import type { ProgramDocumentsQuery } from '@/gql/graphql';
import { ProgramDocumentsDocument } from './program-documents.generated';

/** A form of the program a task can point at. */
export type ProgramDocumentOption = ProgramDocumentsQuery['documentsByProgram']['docs'][number];

/**
 * The program's documents whose name starts with `term`, by name: the index of the program's forms by name answers
 * it with one key range, however many forms the program has.
 */
export function useProgramDocuments(programId: string, term: string, { skip }: { skip: boolean }) {
  return useQuery(ProgramDocumentsDocument, {
    variables: { programId, filter: { rules: [{ key: 'name', operator: 'startsWith', value: term }], operator: 'AND' as const }, sort: { field: 'name', direction: 'asc' }, size: 25 },
    skip,
  });
}
