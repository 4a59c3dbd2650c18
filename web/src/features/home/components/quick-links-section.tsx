import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { AppLink } from '@/components/app-link';
import type { HomeQuery } from '@/gql/graphql';
import { EmptySection, HomeSection } from './home-section';

/** Props of {@link QuickLinksSection}. */
export interface QuickLinksSectionProps {
  programs: HomeQuery['findProgramsByCampus'];
  /** The caller's Quick Links and Manage entries per assessment type (homeEntries), before the programs. */
  entries?: HomeQuery['homeEntries'];
}

/** Quick Links: the caller's entries per assessment type (in the server's order), then their campus's programs. */
export function QuickLinksSection({ programs, entries = [] }: QuickLinksSectionProps) {
  const links = [...entries.map((entry) => ({ key: entry.key, href: entry.url, text: entry.title })), ...programs.map((program) => ({ key: program.id, href: `/program/${program.id}`, text: program.name }))];
  return (
    <HomeSection title="Quick Links">
      {links.length === 0 ? (
        <EmptySection text="Your campus has no programs yet." />
      ) : (
        <List disablePadding>
          {links.map((link) => (
            <ListItem key={link.key} divider disableGutters sx={{ py: 1 }}>
              <AppLink href={link.href}>{link.text}</AppLink>
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
