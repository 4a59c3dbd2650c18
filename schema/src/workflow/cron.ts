import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/** A cron expression checked and described (the API's SmartCronExpression). */
export interface SmartCronExpression {
  cronExpression: string;
  /** What it means in words ("At 09:00, only on Monday"), or why it is not valid. */
  description: string;
  isValid: boolean;
  /** The next times it comes due after `from` (ISO, UTC); empty without `from` or when invalid. */
  nextRuns: string[];
}

export interface CronOptions {
  /** Where next runs are counted from: the caller's clock (this module reads none). */
  from?: Date;
  /** How many next runs to list (default 3). */
  count?: number;
  /** The zone the expression is read in (default UTC). */
  timezone?: string;
}

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0]!.replace(/^Error: /, '');

/** Refuses anything croner would read as a date rather than a schedule: a cron has 5 or 6 fields. */
function fieldCountProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean).length;
  return fields === 5 || fields === 6 ? null : `A cron expression has 5 fields (minute hour day month weekday) or 6 (seconds first); this one has ${fields}.`;
}

/**
 * Checks a cron expression with croner (syntax, and that it ever comes due when `from` is given) and describes it
 * with cronstrue. Invalid expressions answer `isValid: false` with the reason as the description.
 */
export function smartCronExpression(expression: string, options: CronOptions = {}): SmartCronExpression {
  const cronExpression = expression.trim();
  const invalid = (reason: string): SmartCronExpression => ({ cronExpression, description: `Not a valid cron expression: ${reason}`, isValid: false, nextRuns: [] });
  const countProblem = fieldCountProblem(cronExpression);
  if (countProblem) return invalid(countProblem);
  let runs: Date[];
  try {
    const job = new Cron(cronExpression, { paused: true, mode: '5-or-6-parts', timezone: options.timezone ?? 'UTC' });
    runs = options.from ? job.nextRuns(options.count ?? 3, options.from) : [];
    job.stop();
  } catch (error) {
    return invalid(firstLine(error));
  }
  if (options.from && runs.length === 0) return invalid('it never comes due.');
  try {
    const description = cronstrue.toString(cronExpression, { throwExceptionOnParseError: true, use24HourTimeFormat: true });
    return { cronExpression, description, isValid: true, nextRuns: runs.map((run) => run.toISOString()) };
  } catch (error) {
    return invalid(firstLine(error));
  }
}
