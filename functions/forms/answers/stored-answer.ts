import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { AnswerLocation } from '../../../schema/src/template/answers';
import { saveResponse, StaleResponse } from '../../data/forms-repository';
import type { Caller } from '../../shared/caller';
import { conflict } from '../../shared/errors';
import { responseView } from '../form-view';
import { metrics } from '../telemetry';

export interface AnswerWrite {
  formId: string;
  questionId: string;
  location: AnswerLocation;
  value: ResponseValue;
  expectedVersion: number;
}

/**
 * Writes one answer in one conditional write and answers the saved-form result. A write based on another
 * version than the stored one answers CONFLICT carrying the stored answer, so the page can show it.
 */
export async function storeAnswer(caller: Caller, write: AnswerWrite) {
  try {
    const saved = await saveResponse({
      formId: write.formId,
      questionId: write.questionId,
      ...(write.location.parentId ? { parentId: write.location.parentId } : {}),
      ...(write.location.rowId ? { rowId: write.location.rowId } : {}),
      value: write.value,
      expectedVersion: write.expectedVersion,
      savedBy: caller.userId,
      now: new Date().toISOString(),
    });
    metrics.addMetric('AnswersSaved', MetricUnit.Count, 1);
    return { id: write.formId, lastSaved: saved.lastSaved, responses: [responseView(saved)] };
  } catch (error) {
    if (!(error instanceof StaleResponse)) throw error;
    metrics.addMetric('StaleAnswers', MetricUnit.Count, 1);
    throw conflict('This answer was changed elsewhere. The newer answer is shown.', {
      current: error.current ? responseView(error.current) : null,
    });
  }
}
