import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { activeMentionQuery, insertMention, mentionsInBody, type MentionPerson } from '@schema/comments/mention-text';
import { maxCommentLength } from '@schema/inputs/comments';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MentionCandidate } from '../api/mention-people';
import { candidateName, useMentionSuggestions } from '../hooks/use-mention-suggestions';
import { MentionSuggestions, optionId } from './mention-suggestions';

/** What a composer sends: the text and the ids of the people it still mentions. */
export interface ComposedComment {
  body: string;
  mentions: string[];
}

/** The id of a composer's text field, so the panel can put the focus in it. */
export const composerFieldId = (id: string) => `${id}-field`;

/**
 * A comment's text field with mentions: typing "@" and 2 letters of a name offers people of the form's campus
 * (arrow keys, Enter or Tab to pick, Escape to put the list away); a pick writes "@First Last" into the text. The
 * text is sent with the people whose mention is still in it. `onSubmit` answers a problem to show, or null once saved
 * (a new comment's field then empties).
 */
export function CommentComposer({
  id,
  label,
  submitLabel,
  campusCode,
  initial,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  id: string;
  label: string;
  submitLabel: string;
  campusCode: string;
  initial?: { body: string; mentions: readonly MentionPerson[] };
  onSubmit(comment: ComposedComment): Promise<string | null>;
  onCancel?(): void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initial?.body ?? '');
  const [picked, setPicked] = useState<MentionPerson[]>([...(initial?.mentions ?? [])]);
  const [caret, setCaret] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = `${useId()}-mentions`;
  const query = caret === null ? null : activeMentionQuery(text, caret);
  const suggestions = useMentionSuggestions(query, campusCode);
  const listed = suggestions.open && suggestions.options.length > 0;

  const pick = (person: MentionCandidate) => {
    if (!query) return;
    const name = candidateName(person);
    const next = insertMention(text, query, { name });
    setText(next.text);
    setPicked((people) => [...people.filter((known) => known.id !== person.userId), { id: person.userId, name }]);
    setCaret(next.caret);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!suggestions.open) return;
    if (event.key === 'Escape') {
      // The list goes, not the panel around it.
      event.preventDefault();
      event.stopPropagation();
      suggestions.dismiss();
    } else if (listed && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (listed && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      pick(suggestions.options[suggestions.active]!);
    }
  };

  const submit = async () => {
    const body = text.trim();
    if (!body) return setProblem('Write a comment first.');
    if (body.length > maxCommentLength) return setProblem(`A comment is at most ${maxCommentLength} characters.`);
    setBusy(true);
    setProblem(null);
    const refused = await onSubmit({ body, mentions: mentionsInBody(body, picked).map((person) => person.id) });
    setBusy(false);
    setProblem(refused);
    if (!refused && !initial) {
      setText('');
      setPicked([]);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id={composerFieldId(id)}
        inputRef={field}
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart);
          suggestions.reset();
        }}
        onSelect={(event) => setCaret((event.target as HTMLTextAreaElement).selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setCaret(null)}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        autoFocus={autoFocus}
        error={text.length > maxCommentLength}
        helperText={`${text.length} / ${maxCommentLength}. Type @ and 2 letters of a name to mention someone.`}
        slotProps={{
          htmlInput: {
            'aria-autocomplete': 'list',
            'aria-controls': listed ? listId : undefined,
            'aria-activedescendant': listed ? optionId(listId, suggestions.active) : undefined,
          },
        }}
      />
      {suggestions.open ? (
        <MentionSuggestions listId={listId} options={suggestions.options} active={suggestions.active} status={suggestions.status} onPick={pick} />
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
