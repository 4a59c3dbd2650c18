import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useIsVisible } from '../hooks/answer-scope';
import { useFormReadOnly, useOptionalFormAnswers } from '../hooks/form-answers';
import type { AnyQuestion, ElementNode, HeadingLevel } from './element-types';
import { nextHeadingLevel } from './element-types';
import { OptionQuestionField } from './fields/option-question-field';
import { TypedTextQuestionField } from './fields/typed-text-question-field';
import {
  DateQuestionField,
  DateRangeQuestionField,
  FileQuestionField,
  ImageQuestionField,
  LazyField,
  MapQuestionField,
  MeasurementQuestionField,
  MeasurementV2QuestionField,
  NumberQuestionField,
  RepeatableSectionView,
  SearchQuestionField,
  SubformView,
  TableQuestionField,
  ToggleQuestionField,
} from './lazy-question-fields';
import { PendingQuestion, previewText } from './pending-question';
import { TextPreviewField } from './text-preview-field';
import { TextQuestionField } from './text-question-field';

/** The note under a section the caller may see but not change in the form's status. */
export const sectionReadOnlyNote = 'You can see this section but not change it in this status.';

function isQuestion(element: ElementNode): element is Extract<ElementNode, { title: string }> {
  return 'title' in element;
}

/**
 * A list of template elements, one under the other; in a form, only those visible for the current answers.
 * Each element subscribes to its own visibility, so an answer that shows or hides some elements re-renders
 * those elements only, not the list or its other elements (the list re-renders only with new elements).
 */
export const ElementList = memo(function ElementList({ elements, headingLevel }: { elements: readonly ElementNode[]; headingLevel: HeadingLevel }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {elements.map((element) => (
        <VisibleElement key={element.id} element={element} headingLevel={headingLevel} />
      ))}
    </Box>
  );
});

// data-element-id: the builder's preview scrolls to the element selected in its outline.
const VisibleElement = memo(function VisibleElement({ element, headingLevel }: { element: ElementNode; headingLevel: HeadingLevel }) {
  return useIsVisible(element.id) ? (
    <div data-element-id={element.id}>
      <FormElementView element={element} headingLevel={headingLevel} />
    </div>
  ) : null;
});

// The kinds a template's preview lets the author answer: those answered on the page alone (no rows, files or
// searches kept on the server). The others show their control as before.
const tryableInPreview = new Set(['TextQuestion', 'EmailQuestion', 'PhoneNumberQuestion', 'NumberQuestion', 'DateQuestion', 'DateRangeQuestion', 'OptionQuestion', 'ToggleQuestion', 'MeasurementQuestion', 'MeasurementV2Question']);

function SectionView({ element, headingLevel }: { element: Extract<ElementNode, { __typename: 'Section' | 'RepeatableSection' }>; headingLevel: HeadingLevel }) {
  // Say why a section's questions are disabled when only its own permissions lock it (the page notes a read-only form).
  const sectionReadOnly = useFormReadOnly(element.id);
  const formReadOnly = useFormReadOnly();
  const lockedHere = sectionReadOnly && !formReadOnly;
  return (
    // Off-screen sections skip layout and paint until scrolled near (content-visibility: auto); they stay in the
    // DOM, so find-in-page, the tab order and the error summary's links reach them as before.
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' }}>
      <Typography component={`h${headingLevel}`} variant={headingLevel === 2 ? 'h2' : 'h3'} sx={{ mb: element.description || lockedHere ? 1 : 2 }}>
        {element.name}
      </Typography>
      {lockedHere ? <Typography sx={{ color: 'text.secondary', mb: 2 }}>{sectionReadOnlyNote}</Typography> : null}
      {element.description ? (
        <Typography sx={{ color: 'text.secondary', mb: 2, whiteSpace: 'pre-line' }}>{element.description}</Typography>
      ) : null}
      <ElementList elements={element.children ?? []} headingLevel={nextHeadingLevel(headingLevel)} />
    </Paper>
  );
}

/**
 * One question of any kind, answerable in a form. The one place that picks a field per kind: a kind not built
 * yet renders through PendingQuestion until its `case` is added here.
 */
export function QuestionView({ question }: { question: AnyQuestion }) {
  const answers = useOptionalFormAnswers();
  if (!answers) {
    // Outside a form (a template's preview) nothing is saved: text can be tried, other kinds show their control.
    if (question.__typename === 'TextQuestion') return <TextPreviewField question={question} />;
    return <PendingQuestion question={question} helper={previewText} />;
  }
  if (answers.preview && !tryableInPreview.has(question.__typename)) return <PendingQuestion question={question} helper={previewText} />;
  const locked = answers.readOnly || !answers.canUpdate(question.id);
  return <AnswerableQuestion question={locked ? { ...question, disabled: true } : question} />;
}

// A read-only form, page or section shows every question in it as a disabled one.
function AnswerableQuestion({ question }: { question: AnyQuestion }) {
  switch (question.__typename) {
    case 'TextQuestion':
      return <TextQuestionField question={question} />;
    case 'OptionQuestion':
      return <OptionQuestionField question={question} />;
    case 'EmailQuestion':
    case 'PhoneNumberQuestion':
      return <TypedTextQuestionField question={question} />;
    default:
      // The other kinds' fields load with the first form that has them (lazy-question-fields.tsx).
      return <LazyField>{lazyQuestion(question)}</LazyField>;
  }
}

function lazyQuestion(question: AnyQuestion) {
  switch (question.__typename) {
    case 'DateQuestion':
      return <DateQuestionField question={question} />;
    case 'DateRangeQuestion':
      return <DateRangeQuestionField question={question} />;
    case 'ToggleQuestion':
      return <ToggleQuestionField question={question} />;
    case 'MeasurementQuestion':
      return <MeasurementQuestionField question={question} />;
    case 'MeasurementV2Question':
      return <MeasurementV2QuestionField question={question} />;
    case 'MapQuestion':
      return <MapQuestionField question={question} />;
    case 'TableQuestion':
      // A table's columns are questions too, but a column is never a table itself.
      return 'questions' in question ? (
        <TableQuestionField question={question} renderCell={(column) => <QuestionView question={column} />} />
      ) : (
        <PendingQuestion question={question} />
      );
    case 'SearchQuestion':
    case 'LibrarySearchQuestion':
    case 'DocumentSearchQuestion':
    case 'AddressSearchQuestion':
    case 'SubjectQuestion':
      return <SearchQuestionField question={question} />;
    case 'ImageUploadQuestion':
      return <ImageQuestionField question={question} />;
    case 'NumberQuestion':
      return <NumberQuestionField question={question} />;
    case 'FileUploadQuestion':
      return <FileQuestionField question={question} />;
    default:
      return <PendingQuestion question={question} />;
  }
}

/** One template element: a section, static text, subform or question of any kind. */
export function FormElementView({ element, headingLevel }: { element: ElementNode; headingLevel: HeadingLevel }) {
  const answers = useOptionalFormAnswers();
  if (isQuestion(element)) return <QuestionView question={element} />;
  switch (element.__typename) {
    case 'Section':
      return <SectionView element={element} headingLevel={headingLevel} />;
    case 'RepeatableSection':
      return answers && !answers.preview ? (
        <LazyField>
          <RepeatableSectionView
            section={element}
            headingLevel={headingLevel}
            renderChildren={(level) => <ElementList elements={element.children ?? []} headingLevel={level} />}
          />
        </LazyField>
      ) : (
        <SectionView element={element} headingLevel={headingLevel} />
      );
    case 'StaticText':
      return (
        <Typography
          variant={element.style === 'heading' ? 'h3' : 'body1'}
          component={element.style === 'heading' ? `h${headingLevel}` : 'p'}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {element.text}
        </Typography>
      );
    case 'Subform':
      return answers && !answers.preview ? (
        <LazyField>
          <SubformView formId={answers.formId} element={element} />
        </LazyField>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{element.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Forms of this subform are started from a filled-in form.
          </Typography>
        </Paper>
      );
    default:
      // Subject details are shown once the subject question is answerable (a later issue).
      return null;
  }
}
