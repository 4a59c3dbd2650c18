import type { PrintAnswers, PrintLocation } from '../print/print-answers';

/** What every part of a form's report reads: the stored answers, where it is, and what is shown there. */
export interface ReportContext {
  formId: string;
  answers: PrintAnswers;
  location: PrintLocation;
  /** The elements shown at a location (by their conditions and permissions); null shows every element. */
  visibleAt(location: PrintLocation): ReadonlySet<string> | null;
}

/** The words a report shows for a question with no answer. */
export const noAnswerText = 'No answer';
