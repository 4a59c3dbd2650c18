import { useSessionUser } from '@/lib/auth/session-context';
import { useAnswerLocation } from '../../hooks/answer-scope';
import { useFormAnswers, type FormResponse } from '../../hooks/form-answers';

/** The stored answer of another question: where this one is answered (a row), else at the form's top level. */
export function useOtherAnswer(questionId: string | null | undefined): FormResponse | null {
  const answers = useFormAnswers();
  const location = useAnswerLocation();
  if (!questionId) return null;
  return answers.response(questionId, location) ?? (location ? answers.response(questionId, null) : null);
}

/**
 * The campus a person, building or department search looks in: the campus chosen in the question's campus
 * question when that is answered, else the signed-in person's own campus.
 */
export function useSearchCampus(campusQuestionId: string | null | undefined): string {
  const user = useSessionUser();
  const answer = useOtherAnswer(campusQuestionId);
  const chosen = answer?.__typename === 'CampusSearchResponse' ? answer.selectedCampus?.id : undefined;
  return chosen ?? user.campusCode;
}
