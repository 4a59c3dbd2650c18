import { useQuery } from '@apollo/client/react';
import { LoadProfileDocument } from './load-profile.generated';

/** Every program feature level: Home shows the caller's centers of excellence whatever their level. */
const allFeatureLabels = ['CAMPUS', 'GLOBAL', 'PROGRAM'] as const;

/** The caller's profile (LoadProfile): Home's welcome reads the campus short name and the user id from it. */
export function useLoadProfile() {
  return useQuery(LoadProfileDocument, { variables: { programFeatures: [...allFeatureLabels] } });
}
