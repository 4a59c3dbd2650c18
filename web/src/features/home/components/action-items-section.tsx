import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ComponentType } from 'react';
import { AppLink } from '@/components/app-link';
import { FormIdTime } from '@/components/form-id-time';
import type { HomeQuery } from '@/gql/graphql';
import { homeSectionRows } from '../api/home';
import { EmptySection, HomeSection } from './home-section';

/** Red accent of the Action Items card (AA contrast on white). */
const actionItemsRed = '#b3261e';

/** The id of the section's heading: where focus goes when its last item leaves. */
const headingId = 'home-action-items-heading';

/** One action item as the home page has it. */
export type HomeReminder = HomeQuery['reminders']['docs'][number];

/** The actions of one item (Complete, Dismiss), given by the app (the action items feature). */
export type ReminderActionsSlot = ComponentType<{ reminder: HomeReminder; listIds: readonly string[]; fallbackFocusId: string }>;

/** Action Items: the caller's open reminders, five rows, each with its actions, View More when there are more. */
export function ActionItemsSection({ reminders, ReminderActions }: { reminders: HomeQuery['reminders']; ReminderActions?: ReminderActionsSlot }) {
  const rows = reminders.docs.slice(0, homeSectionRows);
  const listIds = rows.map((reminder) => reminder.id);
  return (
    <HomeSection
      title="Action Items"
      headingId={headingId}
      accent={actionItemsRed}
      viewMoreTo={reminders.meta.total > homeSectionRows ? '/action-items' : null}
    >
      {rows.length === 0 ? (
        <EmptySection text="You have no action items." />
      ) : (
        <List disablePadding>
          {rows.map((reminder) => (
            <ListItem key={reminder.id} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <ListItemText
                sx={{ flex: '1 1 220px', minWidth: 0 }}
                primary={reminder.details.link ? <AppLink href={reminder.details.link}>{reminder.details.title}</AppLink> : reminder.details.title}
                secondary={
                  <>
                    {/* The label as text (the Action Items page draws it as a tag): the first route stays light. */}
                    {reminder.label || reminder.details.description ? (
                      <span>{[reminder.label, reminder.details.description].filter(Boolean).join(' · ')}</span>
                    ) : null}
                    <FormIdTime autoId={reminder.formAutoId} time={reminder.createdDate} event="Created" />
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
              {ReminderActions ? <ReminderActions reminder={reminder} listIds={listIds} fallbackFocusId={headingId} /> : null}
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
