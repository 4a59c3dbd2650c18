import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MentionCandidate } from '../api/mention-people';
import { candidateName } from '../hooks/use-mention-suggestions';

/** The id of one option of a suggestion list (the text field's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The people a mention may pick, under the comment field: a listbox the field's arrow keys move through (the field
 * keeps the focus), or a status line while it loads or finds nobody. A click picks without taking the focus.
 */
export function MentionSuggestions({
  listId,
  options,
  active,
  status,
  onPick,
}: {
  listId: string;
  options: readonly MentionCandidate[];
  active: number;
  status: string | null;
  onPick(person: MentionCandidate): void;
}) {
  return (
    <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 240, overflowY: 'auto' }}>
      {status ? (
        <Typography role="status" variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
          {status}
        </Typography>
      ) : null}
      {options.length ? (
        <Box component="ul" role="listbox" id={listId} aria-label="People to mention" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {options.map((person, index) => (
            <Box
              component="li"
              role="option"
              key={person.userId}
              id={optionId(listId, index)}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(person)}
              sx={{ px: 2, py: 1, cursor: 'pointer', bgcolor: index === active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' } }}
            >
              <Typography>{candidateName(person)}</Typography>
              {person.email ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
