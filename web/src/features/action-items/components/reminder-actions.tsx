import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useToast } from '@/components/toast/toast-context';
import type { ActionItemFragment } from '@/gql/graphql';
import { useChangeReminder, type ReminderChange } from '../api/change-reminder';
import { focusAfterLeave, neighbourOf, reminderActionAttribute } from '../hooks/focus-after-leave';

/** Props of {@link ReminderActions}. */
export interface ReminderActionsProps {
  reminder: ActionItemFragment;
  /** The ids the list shows, in order: focus goes to the neighbour's action once this item has left. */
  listIds: readonly string[];
  /** The element focused when no neighbour is left (the list's heading, with tabIndex -1). */
  fallbackFocusId: string;
}

const doneMessages: Record<ReminderChange, string> = {
  complete: 'Action item completed.',
  dismiss: 'Action item dismissed.',
  reopen: 'Action item reopened.',
};

/**
 * Complete and Dismiss for an open action item, Reopen (the undo) for a completed or dismissed one. Each says
 * what happened in a toast and, once the item has left the list, moves focus to the next item's action.
 */
export function ReminderActions({ reminder, listIds, fallbackFocusId }: ReminderActionsProps) {
  const { change, busy } = useChangeReminder();
  const { showToast } = useToast();
  const title = reminder.details.title;
  const closed = Boolean(reminder.completedDate || reminder.dismissedDate);

  const run = async (kind: ReminderChange) => {
    // Not disabled while busy: a disabled button drops its focus to the page; a second click is ignored instead.
    if (busy) return;
    const neighbour = neighbourOf(listIds, reminder.id);
    try {
      await change(kind, reminder.id);
    } catch {
      showToast('The action item could not be changed. Please try again.', { variant: 'error' });
      return;
    }
    showToast(doneMessages[kind], { variant: 'success' });
    focusAfterLeave(reminder.id, neighbour, fallbackFocusId);
  };

  const first = { [reminderActionAttribute]: reminder.id };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {closed ? (
        <Button {...first} size="small" variant="outlined" startIcon={<UndoIcon />} onClick={() => void run('reopen')} aria-label={`Reopen: ${title}`}>
          Reopen
        </Button>
      ) : (
        <>
          <Button {...first} size="small" variant="outlined" startIcon={<CheckIcon />} onClick={() => void run('complete')} aria-label={`Complete: ${title}`}>
            Complete
          </Button>
          <Button size="small" color="inherit" startIcon={<CloseIcon />} onClick={() => void run('dismiss')} aria-label={`Dismiss: ${title}`}>
            Dismiss
          </Button>
        </>
      )}
    </Box>
  );
}
