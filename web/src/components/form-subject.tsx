import Typography from '@mui/material/Typography';
import { subjectLabel } from '@schema/forms/subject';

/** What a list or header reads of a form's subject: a person's names, or a library item's name. */
export interface SubjectNames {
  __typename?: string;
  userId?: string;
  firstName?: string | null;
  lastName?: string | null;
  name?: string;
}

/** The subject's name as a list cell shows it (empty when the form has none). */
export const subjectText = (subject: SubjectNames | null | undefined) => (subject ? subjectLabel(subject) : '');

/** "Subject: …" under a form's name or in a phone card; nothing when the form has no subject. */
export function SubjectLine({ subject }: { subject: SubjectNames | null | undefined }) {
  const text = subjectText(subject);
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      Subject: {text}
    </Typography>
  );
}
