import type { AssessmentType } from '../template/outcome-model';
import type { HeldOutcome, HeldOutcomeGroup } from './evaluate';

/**
 * User outcomes: what a form that finished its workflow left its owner with (a risk level, a score, a text, a
 * training to take...). Pure: the caller brings the clock, the form and the evaluated outcomes.
 */

/** The spec's task status: where a training outcome stands. */
export const taskStatuses = ['DONE', 'FAILED', 'IGNORED', 'PENDING'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** One thing a reader shows for an outcome: a label, with its colour for a risk level or scale. */
export interface UserOutcomeValue {
  type: AssessmentType;
  label: string;
  color?: string;
}

/** Where a training outcome stands: its course, and the owner's progress through it. */
export interface TrainingProgress {
  courseId: string;
  courseName: string;
  link?: string;
  /** 0..100 */
  progress: number;
  status: TaskStatus;
  completedAt: string | null;
}

/** One user outcome: a group's outcomes (or one training outcome) that a form recorded for its owner. */
export interface UserOutcome {
  /** Unique within the user's outcomes, stable across re-evaluations of the same form: `{formId}~{groupId}~{outcomeId or -}`. */
  id: string;
  userId: string;
  groupId: string;
  groupName: string;
  outcomeType: AssessmentType;
  source: 'FORM';
  sourceId: string;
  sourceName: string;
  values: UserOutcomeValue[];
  recordedAt: string;
  /** TRAINING only. */
  training?: TrainingProgress;
}

/** The form an evaluation belongs to, its owner and when it was recorded. */
export interface OutcomeSource {
  userId: string;
  formId: string;
  formName: string;
  recordedAt: string;
}

/** The id of a user outcome: one per (form, group) and, for trainings, per outcome. */
export const userOutcomeId = (formId: string, groupId: string, outcomeId?: string) => `${formId}~${groupId}~${outcomeId ?? '-'}`;

/** The label (and colour) a reader shows for a held outcome, or undefined when it has nothing to show. */
export function valueOf(outcome: HeldOutcome): UserOutcomeValue | undefined {
  const { type } = outcome;
  switch (type) {
    case 'RISK':
      return outcome.riskLevel ? { type, label: outcome.riskLevel.level, color: outcome.riskLevel.color } : undefined;
    case 'CALCULATED':
    case 'NUMBER': {
      if (outcome.value === undefined) return undefined;
      const scale = outcome.scale;
      return scale ? { type, label: `${outcome.value} (${scale.level})`, color: scale.color } : { type, label: String(outcome.value) };
    }
    case 'TEXT':
      return outcome.text ? { type, label: outcome.text } : undefined;
    case 'SMART':
      return outcome.prompt ? { type, label: outcome.prompt } : undefined;
    case 'ACKNOWLEDGEMENT':
      return { type, label: outcome.text || 'Acknowledged' };
    case 'TRAINING':
      return { type, label: courseNameOf(outcome) };
  }
}

/** A training's name: the course id (the outcome model has no course title), else its link, else "Training". */
export function courseNameOf(outcome: Pick<HeldOutcome, 'courseId' | 'link'>): string {
  return outcome.courseId?.trim() || outcome.link?.trim() || 'Training';
}

function trainingOf(outcome: HeldOutcome, kept: TrainingProgress | undefined): TrainingProgress {
  const courseId = outcome.courseId?.trim() || outcome.id;
  const fresh: TrainingProgress = { courseId, courseName: courseNameOf(outcome), progress: 0, status: 'PENDING', completedAt: null };
  if (outcome.link) fresh.link = outcome.link;
  // Re-recording a form keeps the owner's progress on the same course.
  return kept && kept.courseId === courseId ? { ...fresh, progress: kept.progress, status: kept.status, completedAt: kept.completedAt } : fresh;
}

/**
 * The user outcomes of a form's evaluated outcome groups: per group, one outcome of the group's type with the
 * values of its non-training outcomes (when any), and one TRAINING outcome per training outcome that holds, so each
 * course has its own progress. `existing` (the form's outcomes recorded before) keeps training progress.
 */
export function userOutcomesOf(groups: readonly HeldOutcomeGroup[], source: OutcomeSource, existing: readonly UserOutcome[] = []): UserOutcome[] {
  const before = new Map(existing.map((outcome) => [outcome.id, outcome]));
  const base = { userId: source.userId, source: 'FORM' as const, sourceId: source.formId, sourceName: source.formName, recordedAt: source.recordedAt };
  return groups.flatMap((group) => {
    const records: UserOutcome[] = [];
    const others = group.outcomes.filter((outcome) => outcome.type !== 'TRAINING');
    if (others.length) {
      const values = others.flatMap((outcome) => valueOf(outcome) ?? []);
      records.push({ ...base, id: userOutcomeId(source.formId, group.id), groupId: group.id, groupName: group.name, outcomeType: group.type, values });
    }
    for (const outcome of group.outcomes.filter((candidate) => candidate.type === 'TRAINING')) {
      const id = userOutcomeId(source.formId, group.id, outcome.id);
      const training = trainingOf(outcome, before.get(id)?.training);
      records.push({ ...base, id, groupId: group.id, groupName: group.name, outcomeType: 'TRAINING', values: [valueOf(outcome)!], training });
    }
    return records;
  });
}

/** A training's progress after the owner reports it: `completed` makes it DONE at 100 on `now`; progress 100 does too. */
export function updatedTraining(training: TrainingProgress, change: { progress?: number | null; completed?: boolean | null }, now: string): TrainingProgress {
  if (change.completed || change.progress === 100) return { ...training, progress: 100, status: 'DONE', completedAt: training.completedAt ?? now };
  if (change.completed === false || change.progress != null) {
    return { ...training, progress: change.progress ?? training.progress, status: 'PENDING', completedAt: null };
  }
  return training;
}

/** The order types are listed in; within a type, newest first. */
const typeOrder: readonly AssessmentType[] = ['TRAINING', 'RISK', 'CALCULATED', 'NUMBER', 'SMART', 'TEXT', 'ACKNOWLEDGEMENT'];

/** A user's outcomes in reading order: by type (trainings first), then newest first. */
export function sortUserOutcomes<T extends Pick<UserOutcome, 'outcomeType' | 'recordedAt' | 'id'>>(outcomes: readonly T[]): T[] {
  return [...outcomes].sort(
    (a, b) => typeOrder.indexOf(a.outcomeType) - typeOrder.indexOf(b.outcomeType) || b.recordedAt.localeCompare(a.recordedAt) || a.id.localeCompare(b.id),
  );
}
