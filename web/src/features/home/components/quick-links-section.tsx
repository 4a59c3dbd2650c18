import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { AppLink } from '@/components/app-link';
import type { HomeQuery } from '@/gql/graphql';
import { EmptySection, HomeSection } from './home-section';

/** Quick Links: the programs of the caller's campus. */
export function QuickLinksSection({ programs }: { programs: HomeQuery['findProgramsByCampus'] }) {
  return (
    <HomeSection title="Quick Links">
      {programs.length === 0 ? (
        <EmptySection text="Your campus has no programs yet." />
      ) : (
        <List disablePadding>
          {programs.map((program) => (
            <ListItem key={program.id} divider disableGutters sx={{ py: 1 }}>
              <AppLink href={`/program/${program.id}`}>{program.name}</AppLink>
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
