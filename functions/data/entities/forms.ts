import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { FormSubjectRecord } from '../../../schema/src/forms/subject';
import { defineEntity } from '../entity';
import type { EffectRecord, EffectsLease } from './form-effects';

export interface PersonRef {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  campusCode?: string;
}

/** A child form a sub-workflow started, and the stay of the parent that started it. */
export interface SubWorkflowChildRef {
  formId: string;
  status: string;
  enteredAt: string;
}

export interface StatusEventRecord {
  status: string;
  timestamp: string;
  user: PersonRef;
}

/**
 * A form's own item. Its answers live on the same item (the `answers` map, see {@link StoredAnswer}), so one
 * conditional write can both authorize and save an answer; the record leaves them out (read them with the
 * answer functions of form-answers-repository).
 */
export interface FormRecord {
  id: string;
  autoId?: string;
  name: string;
  status: string;
  templateId: string;
  templateGroupId: string;
  campusCode: string;
  programId?: string;
  parentFormId?: string;
  /** The workflow version the form started on (it keeps it for life); absent when its template had none. */
  workflowVersionId?: string;
  /**
   * Set when the workflow stopped moving: ERROR when a step failed for good (an integration without an error
   * event, a sub-workflow without an error target, a scheduled move that could not apply), STOPPED when it was
   * stopped before it finished. Absent while ACTIVE or DONE (those follow from the state).
   */
  workflowHalt?: { status: 'ERROR' | 'STOPPED'; message: string; at: string };
  /**
   * The child forms this form's sub-workflows started, each with the stay (state and time entered) that started
   * it: a finished child moves the parent only while it is still in that stay.
   */
  subWorkflowChildren?: SubWorkflowChildRef[];
  owner: PersonRef;
  /**
   * What the form is about: set and cleared by the write that saves the answer of the template's subject question
   * (schema/src/forms/subject.ts), so lists read it off the item with no read per row. Absent when none.
   */
  subject?: FormSubjectRecord | null;
  createdDate: string;
  /** The form's own last change (moves, renames): moves are conditional on it, so answer saves never touch it. */
  updatedAt: string;
  /** When an answer was last saved (absent before the first): the form's "last modified" is the later of the two. */
  lastSaved?: string;
  statusEvents: StatusEventRecord[];
  /** The effects of its moves by id, pending and finished (functions/effects runs them). */
  effects?: Record<string, EffectRecord>;
  /**
   * Set while effects are pending: when the every-minute sweep should look at the form again (it re-enqueues
   * forms whose effects waited longer than a few minutes, e.g. when the send after a move was lost).
   */
  effectsDueAt?: string;
  /** Counts the effects moves recorded: the dispatcher clears `effectsDueAt` only if none came meanwhile. */
  effectsAdded?: number;
  effectsLease?: EffectsLease;
  /**
   * Who holds this form's document roles, as "{roleId} {userId}" (a string set): the authorization engine reads
   * them from here, not from tuples (functions/forms/document-role-tuples.ts). Absent when none.
   */
  documentRoleGrants?: ReadonlySet<string>;
  /**
   * The pending tasks of this form, as "{taskId} {status}" (a string set): a move into `status` completes the task
   * (functions/data/task-completion.ts), with no read of its own. Absent when none.
   */
  taskCompletions?: ReadonlySet<string>;
  /**
   * The choice answers (option ids, toggles as `true`/`false`) by question as they were at the form's last move
   * by a person: what the answer metrics count (schema/src/metrics/choice-answers.ts). Answer saves never touch
   * it, so a save stays one write; absent until the first move.
   */
  countedAnswers?: Record<string, string[]>;
  /** The outcomes held at that move, by outcome group (risk level ids of RISK groups, else outcome ids). */
  countedOutcomes?: Record<string, string[]>;
}

/**
 * The one partition of the sweep's index. Forms stay in it only while their effects are pending (seconds, as a
 * rule), so it stays small; shard it like timers if moves ever outgrow one partition's write rate.
 */
export const pendingEffectsPartition = 'PENDINGEFFECTS';

/** The attribute of the form item that holds its answers, keyed by {@link answerKey}. */
export const answersAttribute = 'answers';

/** The sort-key prefix of a user's forms in their owner partition (byOwner). */
export const ownedFormPrefix = 'FORM#';

/** The partition of a program's forms in its two sorted indexes (documents by program). */
export const programFormsPartition = (programId: string) => `PROGFORMS#${programId}`;

/** A program form's sort key by autoId (lower-case, so a prefix rule ignores case). */
export const programFormAutoIdKey = (f: Pick<FormRecord, 'autoId' | 'id'>) => `AUTOID#${(f.autoId ?? '').toLowerCase()}#${f.id}`;

/** A program form's sort key by name (lower-case). */
export const programFormNameKey = (f: Pick<FormRecord, 'name' | 'id'>) => `NAME#${f.name.toLowerCase()}#${f.id}`;

export const formEntity = defineEntity<FormRecord, 'byOwner' | 'byTemplateGroup' | 'withPendingEffects' | 'byProgramAutoId' | 'byProgramName'>({
  name: 'Form',
  key: (f) => ({ pk: `FORM#${f.id}`, sk: 'FORM' }),
  detached: [answersAttribute],
  indexes: {
    // Shared with workspace items, each kind under its own sort-key prefix: a user's forms are one key range
    // (documents), their workspace items another (the workspace merges the two), never a filter.
    byOwner: { index: 'gsi1', key: (f) => ({ pk: `OWNER#${f.owner.userId}`, sk: `${ownedFormPrefix}${f.createdDate}#${f.id}` }) },
    byTemplateGroup: {
      index: 'gsi2',
      key: (f) => ({ pk: `TGROUP#${f.templateGroupId}`, sk: `FORM#${f.createdDate}#${f.id}` }),
    },
    // Sparse: only forms of a program, for documents by program sorted by either column (the spec's two).
    byProgramAutoId: { index: 'gsi3', key: (f) => (f.programId ? { pk: programFormsPartition(f.programId), sk: programFormAutoIdKey(f) } : undefined) },
    byProgramName: { index: 'gsi4', key: (f) => (f.programId ? { pk: programFormsPartition(f.programId), sk: programFormNameKey(f) } : undefined) },
    // Sparse: only forms with pending effects are in it, ordered by when the sweep should look at them.
    withPendingEffects: {
      index: 'gsi5',
      key: (f) => (f.effectsDueAt ? { pk: pendingEffectsPartition, sk: `${f.effectsDueAt}#${f.id}` } : undefined),
    },
  },
});

export type { ResponseValue } from '../../../schema/src/forms/response-values';

/** One answer to one question at one location of a form. */
export interface ResponseRecord {
  formId: string;
  questionId: string;
  parentId?: string;
  rowId?: string;
  value: ResponseValue;
  version: number;
  lastSaved: string;
  savedBy: string;
  createdAt: string;
}

/** One answer as the form item's `answers` map holds it (the form id is the item's). */
export type StoredAnswer = Omit<ResponseRecord, 'formId'>;

/** Where an answer sits in the form item's `answers` map: question, then location. */
export const answerKey = (r: { questionId: string; parentId?: string; rowId?: string }) =>
  `RESPONSE#${r.questionId}#${r.parentId ?? '-'}#${r.rowId ?? '-'}`;

/**
 * An answer as its own item (the layout before answers moved onto the form item). Only the start-up fold of old
 * local data reads it (scripts/harness/fold-legacy-answers.ts); its sort key was {@link answerKey}.
 */
export const legacyResponseEntity = defineEntity<ResponseRecord>({
  name: 'Response',
  key: (r) => ({ pk: `FORM#${r.formId}`, sk: answerKey(r) }),
});
