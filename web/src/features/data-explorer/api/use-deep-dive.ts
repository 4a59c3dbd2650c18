import { useQuery } from '@apollo/client/react';
import type { DeepDiveFormsInput } from '@/gql/graphql';
import { DeepDiveDocument, DeepDiveFormsDocument, DeepDiveTemplatesDocument } from './deep-dive.generated';

/** The program's published templates, to pick one to dive into. */
export const useDeepDiveTemplates = (programId: string) => useQuery(DeepDiveTemplatesDocument, { variables: { programId } });

/** The deep dive of one template (skipped until one is picked). */
export const useDeepDive = (programId: string, templateGroupId: string | undefined) =>
  useQuery(DeepDiveDocument, { variables: { input: { programId, templateGroupId: templateGroupId ?? '' } }, skip: !templateGroupId });

/** The forms behind one bar, a page at a time. */
export const useDeepDiveForms = (input: DeepDiveFormsInput) => useQuery(DeepDiveFormsDocument, { variables: { input } });
