import { useAnswerLocation } from '../../hooks/answer-scope';
import { useFormAnswers, useStoredResponse } from '../../hooks/form-answers';
import type { QuestionOfKind } from '../element-types';
import { FileUploadField } from './file-upload-field';
import type { AnswerFile } from './use-file-answer';

/** A file question of the form being filled in, at its place (the form, a table row or a section instance). */
export function FileQuestionField({ question }: { question: QuestionOfKind<'FileUploadQuestion'> }) {
  const answers = useFormAnswers();
  const location = useAnswerLocation();
  const stored = useStoredResponse(question.id, location);
  const files = stored?.__typename === 'FileUploadResponse' ? (stored.files as readonly AnswerFile[]) : null;
  return (
    <FileUploadField
      question={question}
      formId={answers.formId}
      location={location?.parentId || location?.rowId ? { parentId: location.parentId ?? null, rowId: location.rowId ?? null } : null}
      stored={files && stored ? { files, version: stored.version } : null}
      disabled={question.disabled}
    />
  );
}
