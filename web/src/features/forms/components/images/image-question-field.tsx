import { useAnswerLocation } from '../../hooks/answer-scope';
import { useFormAnswers, useStoredResponse } from '../../hooks/form-answers';
import type { QuestionOfKind } from '../element-types';
import { ImageUploadField } from './image-upload-field';
import type { AnswerImage } from './use-image-answer';

/** An image question of the form being filled in, at its place (the form, a table row or a section instance). */
export function ImageQuestionField({ question }: { question: QuestionOfKind<'ImageUploadQuestion'> }) {
  const answers = useFormAnswers();
  const location = useAnswerLocation();
  const stored = useStoredResponse(question.id, location);
  const images = stored?.__typename === 'ImageUploadResponse' ? (stored.images as readonly AnswerImage[]) : null;
  return (
    <ImageUploadField
      question={question}
      formId={answers.formId}
      location={location?.parentId || location?.rowId ? { parentId: location.parentId ?? null, rowId: location.rowId ?? null } : null}
      stored={images && stored ? { images, version: stored.version } : null}
      disabled={question.disabled}
    />
  );
}
