import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bodySegments, type MentionPerson } from '@schema/comments/mention-text';

/** A comment's plain text as written (line breaks kept), its mentions set apart. */
export function CommentBody({ body, mentions }: { body: string; mentions: readonly MentionPerson[] }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {bodySegments(body, mentions).map((segment, index) =>
        segment.mention ? (
          <Box component="strong" key={index} sx={{ color: 'primary.dark', fontWeight: 600 }}>
            {segment.text}
          </Box>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}
