import { useQuery } from '@apollo/client/react';
import type { ProgramUserDocumentsQuery } from '@/gql/graphql';
import { ProgramUserDocumentsDocument } from './program-user-documents.generated';

/** One of the user's documents as the page lists it. */
export type UserDocument = ProgramUserDocumentsQuery['programUserDocuments']['docs'][number];

/** One page of a user's documents as a program admin sees them, with the user's name. */
export function useProgramUserDocuments(programId: string, userId: string, paging: { page: number; size: number; cursor: string | null }) {
  return useQuery(ProgramUserDocumentsDocument, { variables: { programId, userId, page: paging.page, size: paging.size, cursor: paging.cursor }, skip: !userId });
}
