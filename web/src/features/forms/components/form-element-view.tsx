import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ElementNode, HeadingLevel, QuestionNode } from './element-types';
import { nextHeadingLevel } from './element-types';
import { PendingQuestion } from './pending-question';
import { useOptionalFormAnswers } from '../hooks/form-answers';
import { TextPreviewField } from './text-preview-field';
import { TextQuestionField } from './text-question-field';

function isQuestion(element: ElementNode): element is QuestionNode {
  return 'title' in element;
}

/** A list of template elements, one under the other. */
export function ElementList({ elements, headingLevel }: { elements: readonly ElementNode[]; headingLevel: HeadingLevel }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {elements.map((element) => (
        <FormElementView key={element.id} element={element} headingLevel={headingLevel} />
      ))}
    </Box>
  );
}

function SectionView({ element, headingLevel }: { element: Extract<ElementNode, { __typename: 'Section' | 'RepeatableSection' }>; headingLevel: HeadingLevel }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component={`h${headingLevel}`} variant={headingLevel === 2 ? 'h2' : 'h3'} sx={{ mb: element.description ? 1 : 2 }}>
        {element.name}
      </Typography>
      {element.description ? (
        <Typography sx={{ color: 'text.secondary', mb: 2, whiteSpace: 'pre-line' }}>{element.description}</Typography>
      ) : null}
      <ElementList elements={element.children ?? []} headingLevel={nextHeadingLevel(headingLevel)} />
    </Paper>
  );
}

/** One template element: a section, static text, subform or question of any kind. */
export function FormElementView({ element, headingLevel }: { element: ElementNode; headingLevel: HeadingLevel }) {
  const answers = useOptionalFormAnswers();
  if (isQuestion(element)) {
    if (element.__typename !== 'TextQuestion') return <PendingQuestion question={element} />;
    // Outside a form (a template's preview) nothing is saved.
    return answers ? <TextQuestionField question={element} /> : <TextPreviewField question={element} />;
  }
  switch (element.__typename) {
    case 'Section':
    case 'RepeatableSection':
      return <SectionView element={element} headingLevel={headingLevel} />;
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
      return (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{element.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Opening subforms is coming soon.
          </Typography>
        </Paper>
      );
    default:
      // Subject details are shown once the subject question is answerable (a later issue).
      return null;
  }
}
