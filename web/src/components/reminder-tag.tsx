import Box from '@mui/material/Box';
import { reminderTypeLabels } from '@schema/reminders/reminder-fields';
import type { ReminderType } from '@/gql/graphql';

/** What a reminder's tag is read from: its own label, else its type. */
export interface ReminderTagProps {
  label?: string | null;
  type: ReminderType;
}

/**
 * The small tag beside an action item's title: its label ("Training"), or what made it when it has none
 * ("Form to-do", "Assignment"). A plain reminder without a label has no tag: there is nothing to tell apart. A Box
 * drawn as an outlined chip, not MUI's Chip: this is on the first route (home), whose weight
 * tests/infra/web-first-route.test.ts holds.
 */
export function ReminderTag({ label, type }: ReminderTagProps) {
  const text = label ?? (type === 'GENERAL' ? null : reminderTypeLabels[type]);
  if (!text) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', typography: 'caption', lineHeight: 1.6, color: 'text.primary', border: 1, borderColor: 'grey.500', borderRadius: 4, px: 1, mr: 1, my: 0.25 }}
    >
      {text}
    </Box>
  );
}
