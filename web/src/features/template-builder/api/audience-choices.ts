import { useQuery } from '@apollo/client/react';
import { AudienceChoicesDocument } from './audience-choices.generated';

/** The campuses of the tenant and the programs of the template's campus, for the audience and share pickers. */
export function useAudienceChoices(campusCode: string | undefined) {
  return useQuery(AudienceChoicesDocument, { variables: { campusCode: campusCode ?? '' }, skip: !campusCode });
}
