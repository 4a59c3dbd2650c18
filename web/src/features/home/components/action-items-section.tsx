import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { AppLink } from '@/components/app-link';
import { formatDate } from '@/lib/format-date';
import type { HomeQuery } from '@/gql/graphql';
import { homeSectionRows } from '../api/home';
import { EmptySection, HomeSection } from './home-section';

/** Red accent of the Action Items card (AA contrast on white). */
const actionItemsRed = '#b3261e';

/** Action Items: the caller's open reminders, five rows, View More when there are more. */
export function ActionItemsSection({ reminders }: { reminders: HomeQuery['reminders'] }) {
  const rows = reminders.docs.slice(0, homeSectionRows);
  return (
    <HomeSection
      title="Action Items"
      accent={actionItemsRed}
      viewMoreTo={reminders.meta.total > homeSectionRows ? '/action-items' : null}
    >
      {rows.length === 0 ? (
        <EmptySection text="You have no action items." />
      ) : (
        <List disablePadding>
          {rows.map((reminder) => (
            <ListItem key={reminder.id} divider disableGutters>
              <ListItemText
                primary={
                  reminder.details.link ? (
                    <AppLink href={reminder.details.link}>{reminder.details.title}</AppLink>
                  ) : (
                    reminder.details.title
                  )
                }
                secondary={[reminder.details.description, `Created ${formatDate(reminder.createdDate)}`].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
