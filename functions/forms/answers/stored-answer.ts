import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { FormSubjectRecord } from '../../../schema/src/forms/subject';
import type { AnswerLocation } from '../../../schema/src/template/answers';
import { FormItemFull, saveResponse, StaleResponse, type AnswerGuard, type WriteAnswers } from '../../data/forms-repository';
import { formItemLimitBytes } from '../../data/form-answers-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict } from '../../shared/errors';
import { responseView } from '../form-view';
import { subjectView } from '../subject-view';
import { metrics } from '../telemetry';

export interface AnswerWrite {
  formId: string;
  questionId: string;
  location: AnswerLocation;
  value: ResponseValue;
  expectedVersion: number;
  /** The form's subject this answer names (null: it clears it); absent for answers that do not touch it. */
  subject?: FormSubjectRecord | null;
}

/** The BAD_USER_INPUT reason of a save that would not fit in the form (docs/decisions.md). */
export const formFullReason = 'FORM_TOO_LARGE';

/**
 * Writes one answer in one conditional write of the form item and answers the saved-form result, with the value
 * it replaced (for answers that give document roles). A write based on another version than the stored one
 * answers CONFLICT carrying the stored answer, so the page can show it; one that would take the form past its
 * 400 KB answers BAD_USER_INPUT. With a guard the write also checks who may write: GuardNotMet when it does not
 * hold (or the version is stale), for the caller to fall back to the full check. `wants` says which old values
 * the write must answer (the replaced value, the form's subject: both unless told): the result carries the subject
 * only when it was wanted or set by this answer.
 */
export async function storeAnswer(caller: Caller, write: AnswerWrite, guard?: AnswerGuard, wants?: WriteAnswers) {
  try {
    const { saved, previous, subject } = await saveResponse(
      {
        formId: write.formId,
        questionId: write.questionId,
        ...(write.location.parentId ? { parentId: write.location.parentId } : {}),
        ...(write.location.rowId ? { rowId: write.location.rowId } : {}),
        value: write.value,
        expectedVersion: write.expectedVersion,
        ...(write.subject === undefined ? {} : { subject: write.subject }),
        savedBy: caller.userId,
        now: new Date().toISOString(),
        ...(wants ? { wants } : {}),
      },
      guard,
    );
    metrics.addMetric('AnswersSaved', MetricUnit.Count, 1);
    return { result: { id: write.formId, lastSaved: saved.lastSaved, responses: [responseView(saved)], ...(subject === undefined ? {} : { subject: subjectView(subject) }) }, previous };
  } catch (error) {
    if (error instanceof FormItemFull) {
      throw badUserInput(`This answer does not fit: a form holds at most ${formItemLimitBytes / 1024} KB of answers. Shorten it or other long answers.`, {
        field: write.questionId,
        reason: formFullReason,
        limitBytes: formItemLimitBytes,
      });
    }
    if (!(error instanceof StaleResponse)) throw error;
    metrics.addMetric('StaleAnswers', MetricUnit.Count, 1);
    throw conflict('This answer was changed elsewhere. The newer answer is shown.', {
      current: error.current ? responseView(error.current) : null,
    });
  }
}
