import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { QuestionNode } from './element-types';

/** Ids that tie a question's control to its label, description and helper text. */
export interface QuestionIds {
  control: string;
  description: string;
  helper: string;
}

/** The ids of a question's parts, from one React id. */
export function questionIds(base: string): QuestionIds {
  return { control: `${base}-control`, description: `${base}-description`, helper: `${base}-helper` };
}

/** The `aria-describedby` of a question's control: its description (when it has one) and helper text. */
export function describedBy(question: QuestionNode, ids: QuestionIds): string {
  return [question.prompt || question.info ? ids.description : null, ids.helper].filter(Boolean).join(' ');
}

/**
 * The frame of every question: the title as the control's label (with the required marker), the prompt
 * and info, the control, then a helper line. `group` frames a set of controls as a fieldset with a legend.
 */
export function QuestionFrame({
  question,
  ids,
  group = false,
  helper,
  helperError = false,
  children,
}: {
  question: QuestionNode;
  ids: QuestionIds;
  group?: boolean;
  helper: ReactNode;
  helperError?: boolean;
  children: ReactNode;
}) {
  const description = [question.prompt, question.info].filter(Boolean).join('\n');
  return (
    <Box
      component={group ? 'fieldset' : 'div'}
      sx={group ? { border: 0, p: 0, m: 0, minWidth: 0 } : undefined}
    >
      <FormLabel
        component={group ? 'legend' : 'label'}
        htmlFor={group ? undefined : ids.control}
        required={question.required}
        sx={{ display: 'block', color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {question.title}
      </FormLabel>
      {description ? (
        <Typography id={ids.description} variant="body2" sx={{ color: 'text.secondary', mb: 1, whiteSpace: 'pre-line' }}>
          {description}
        </Typography>
      ) : null}
      {children}
      <FormHelperText id={ids.helper} error={helperError} aria-live="polite" sx={{ mx: 0, minHeight: '1.25em' }}>
        {helper}
      </FormHelperText>
    </Box>
  );
}
