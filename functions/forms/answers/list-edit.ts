import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { AnswerLocation } from '../../../schema/src/template/answers';
import { findResponse } from '../../data/forms-repository';
import type { Caller } from '../../shared/caller';
import { AppError, conflict } from '../../shared/errors';
import { storeAnswer } from './stored-answer';

const attempts = 4;

/**
 * Changes a list answer (table rows, images) from what is stored: read it, apply the change, write it on
 * condition that nobody wrote in between, and try again from the newer answer if somebody did. So two people
 * adding rows at once both get their row, and neither has to resend.
 */
export async function editListAnswer(
  caller: Caller,
  at: { formId: string; questionId: string; location: AnswerLocation },
  change: (current: ResponseValue | undefined) => ResponseValue,
) {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await findResponse({
      formId: at.formId,
      questionId: at.questionId,
      ...(at.location.parentId ? { parentId: at.location.parentId } : {}),
      ...(at.location.rowId ? { rowId: at.location.rowId } : {}),
    });
    try {
      return (await storeAnswer(caller, { ...at, value: change(stored?.value), expectedVersion: stored?.version ?? 0 })).result;
    } catch (error) {
      const raced = error instanceof AppError && error.code === 'CONFLICT';
      if (!raced) throw error;
      if (attempt === attempts) throw conflict('This answer is being changed by others right now. Please try again.');
    }
  }
}
