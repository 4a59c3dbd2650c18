import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@apollo/client/react';
import { FacilityFacts } from '@/components/facility-facts';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { homeSectionRows } from '../api/home';
import { HomeFacilitiesDocument } from '../api/home-facilities.generated';
import { EmptySection, HomeSection } from './home-section';

/** The route of a user's full facility list (spec: /profile/facilities/user/{userId}). */
const facilitiesPath = (userId: string) => `/profile/facilities/user/${encodeURIComponent(userId)}`;

/** Facilities: the first five facilities the user holds a role at, View More when there are more. */
export function FacilitiesSection({ userId }: { userId: string }) {
  const { data, loading, error } = useQuery(HomeFacilitiesDocument, { variables: { userId, rows: homeSectionRows } });
  const page = data?.facilitiesByUser;
  return (
    <HomeSection title="Facilities" viewMoreTo={page?.nextCursor ? facilitiesPath(userId) : null}>
      {loading && !page ? (
        <EmptySection text="Loading facilities…" />
      ) : error && !page ? (
        <EmptySection text="Your facilities could not be loaded." />
      ) : !page || page.docs.length === 0 ? (
        <EmptySection text="You have no facilities." />
      ) : (
        <List disablePadding>
          {page.docs.map((facility) => (
            <ListItem key={facility.id} divider disableGutters>
              <ListItemText
                primary={facility.name}
                secondary={<FacilityFacts roles={facility.roles} type={facility.type} district={facility.district} license={facility.license} />}
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}

/** The Facilities section when the home-facility flag is on for the caller; nothing otherwise. */
export function FlaggedFacilitiesSection({ userId }: { userId: string }) {
  const flag = useFeatureFlag('home-facility');
  return flag.enabled ? <FacilitiesSection userId={userId} /> : null;
}
