import type { ResponseValue } from '../../../schema/src/forms/response-values';
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

/** A form's own item. Its answers are separate items in the same partition, one per answer. */
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
  createdDate: string;
  updatedAt: string;
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
}

/**
 * The one partition of the sweep's index. Forms stay in it only while their effects are pending (seconds, as a
 * rule), so it stays small; shard it like timers if moves ever outgrow one partition's write rate.
 */
export const pendingEffectsPartition = 'PENDINGEFFECTS';

/** The sort-key prefix of a user's forms in their owner partition (byOwner). */
export const ownedFormPrefix = 'FORM#';

export const formEntity = defineEntity<FormRecord, 'byOwner' | 'byTemplateGroup' | 'withPendingEffects'>({
  name: 'Form',
  key: (f) => ({ pk: `FORM#${f.id}`, sk: 'FORM' }),
  indexes: {
    // Shared with workspace items, each kind under its own sort-key prefix: a user's forms are one key range
    // (documents), their workspace items another (the workspace merges the two), never a filter.
    byOwner: { index: 'gsi1', key: (f) => ({ pk: `OWNER#${f.owner.userId}`, sk: `${ownedFormPrefix}${f.createdDate}#${f.id}` }) },
    byTemplateGroup: {
      index: 'gsi2',
      key: (f) => ({ pk: `TGROUP#${f.templateGroupId}`, sk: `FORM#${f.createdDate}#${f.id}` }),
    },
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

/** The sort key of an answer: question, then location, so a question's answers sit together. */
export const responseSortKey = (r: { questionId: string; parentId?: string; rowId?: string }) =>
  `RESPONSE#${r.questionId}#${r.parentId ?? '-'}#${r.rowId ?? '-'}`;

export const responseEntity = defineEntity<ResponseRecord>({
  name: 'Response',
  key: (r) => ({ pk: `FORM#${r.formId}`, sk: responseSortKey(r) }),
});
