import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { createContext, useContext, type ReactNode } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useQuestionProblems } from '../hooks/form-validation';
import { useFocusRequest } from '../hooks/use-focus-request';
import { fieldClasses } from './fields/field-styles';

/** What the frame shows of a question: any kind, a template element or a table column. */
export interface FramedQuestion {
  /** The question's id: the error summary marks and focuses the question by it. */
  id?: string;
  title: string;
  prompt: string | null;
  /** A longer explanation, shown under the prompt. */
  description?: string | null;
  info: string | null;
  required: boolean;
}

/** Ids that tie a question's control to its label, description and helper text. */
export interface QuestionIds {
  control: string;
  label: string;
  description: string;
  helper: string;
}

/** The ids of a question's parts, from one React id. */
export function questionIds(base: string): QuestionIds {
  return { control: `${base}-control`, label: `${base}-label`, description: `${base}-description`, helper: `${base}-helper` };
}

/** The `aria-describedby` of a question's control: its description (when it has one) and helper text. */
export function describedBy(question: FramedQuestion, ids: QuestionIds): string {
  return [question.prompt || question.description || question.info ? ids.description : null, ids.helper].filter(Boolean).join(' ');
}

/**
 * How the questions below are laid out: `compact` in a table cell (the column header names the question, so
 * the label is read by screen readers only), and `labelSuffix` naming the row ("row 2") for screen readers.
 */
export interface FieldLayout {
  compact: boolean;
  labelSuffix?: string;
}

const FieldLayoutContext = createContext<FieldLayout>({ compact: false });

/** Lays out the questions inside it as table cells or row cards. */
export const FieldLayoutProvider = FieldLayoutContext.Provider;

/**
 * The frame of every question: the title as the control's label (with the required marker), the prompt
 * and info, the control, then a helper line. `group` frames a set of controls as a fieldset with a legend.
 * When the form shows answer problems for the question (after a refused action), the label and helper line turn
 * to the error colour and the helper line says what is wrong; the error summary's link focuses it here.
 */
export function QuestionFrame({
  question,
  ids,
  group = false,
  helper,
  helperError = false,
  children,
}: {
  question: FramedQuestion;
  ids: QuestionIds;
  group?: boolean;
  helper: ReactNode;
  helperError?: boolean;
  children: ReactNode;
}) {
  const { compact, labelSuffix } = useContext(FieldLayoutContext);
  const description = [question.prompt, question.description, question.info].filter(Boolean).join('\n');
  const problems = useQuestionProblems(question.id);
  // The frame is a div or a fieldset; only focus() is called on it.
  const focusRef = useFocusRequest<HTMLDivElement & HTMLFieldSetElement>(question.id);
  const invalid = problems.length > 0;
  const Frame = group ? 'fieldset' : 'div';
  // A broken date rule is already said beside its date field; the helper line names a missing answer.
  const requiredMessages = problems.filter((problem) => problem.kind === 'required').map((problem) => problem.message);
  return (
    <Frame ref={focusRef} id={invalid ? `question-${question.id}` : undefined} tabIndex={invalid ? -1 : undefined} className={group ? fieldClasses.group : fieldClasses.frame}>
      <FormLabel
        id={ids.label}
        component={group ? 'legend' : 'label'}
        htmlFor={group ? undefined : ids.control}
        required={question.required}
        error={invalid}
        sx={[
          { display: 'block', color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' }, '&.Mui-error': { color: 'error.main' } },
          compact && visuallyHidden,
        ]}
      >
        {question.title}
        {labelSuffix ? <Box component="span" sx={visuallyHidden}>{`, ${labelSuffix}`}</Box> : null}
      </FormLabel>
      {description ? (
        <Typography id={ids.description} variant="body2" sx={[{ color: 'text.secondary', mb: 1, whiteSpace: 'pre-line' }, compact && visuallyHidden]}>
          {description}
        </Typography>
      ) : null}
      {children}
      <p id={ids.helper} className={helperError || invalid ? `${fieldClasses.helper} ${fieldClasses.helperError}` : fieldClasses.helper} aria-live="polite">
        {requiredMessages.length ? requiredMessages.join(' ') : helper}
      </p>
    </Frame>
  );
}
