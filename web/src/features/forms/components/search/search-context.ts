import { useSessionUser } from '@/lib/auth/session-context';
import { useAnswerLocation } from '../../hooks/answer-scope';
import { useStoredResponse, type FormResponse } from '../../hooks/form-answers';

/** The stored answer of another question: where this one is answered (a row), else at the form's top level. */
export function useOtherAnswer(questionId: string | null | undefined): FormResponse | null {
  const location = useAnswerLocation();
  // Hooks run unconditionally; a question without a campus question reads an id no response has.
  const here = useStoredResponse(questionId ?? '', location);
  const top = useStoredResponse(questionId ?? '', null);
  if (!questionId) return null;
  return here ?? (location ? top : null);
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
