import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { AppLink } from '@/components/app-link';
import { WorkspaceStatusLabel } from '@/components/workspace-status-label';
import { FormIdTime } from '@/components/form-id-time';
import type { HomeQuery } from '@/gql/graphql';
import { homeSectionRows } from '../api/home';
import { EmptySection, HomeSection } from './home-section';

/** Workspace: the five newest items by start date, each with its id and start time, View More when there are more. */
export function WorkspaceSection({ items }: { items: HomeQuery['inventoryItemsByUser'] }) {
  const rows = [...items.docs].sort((a, b) => b.startDate.localeCompare(a.startDate)).slice(0, homeSectionRows);
  return (
    <HomeSection title="Workspace" viewMoreTo={items.meta.total > homeSectionRows ? '/workspace' : null}>
      {rows.length === 0 ? (
        <EmptySection text="Your workspace is empty." />
      ) : (
        <List disablePadding>
          {rows.map((item) => (
            <ListItem key={item.id} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <ListItemText
                sx={{ flex: '1 1 200px' }}
                primary={<AppLink href={item.link}>{item.name}</AppLink>}
                secondary={
                  <>
                    <span>{item.type}</span>
                    <FormIdTime autoId={item.label} time={item.startDate} event="Started" />
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
              <WorkspaceStatusLabel status={item.statusDisplay ?? item.status} />
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
