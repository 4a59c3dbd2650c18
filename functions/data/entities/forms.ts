import type { ResponseValue } from '../../../schema/src/forms/response-values';
import { defineEntity } from '../entity';

export interface PersonRef {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  campusCode?: string;
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
  owner: PersonRef;
  createdDate: string;
  updatedAt: string;
  statusEvents: StatusEventRecord[];
}

export const formEntity = defineEntity<FormRecord, 'byOwner' | 'byTemplateGroup'>({
  name: 'Form',
  key: (f) => ({ pk: `FORM#${f.id}`, sk: 'FORM' }),
  indexes: {
    // Shared with workspace items: one query lists everything a user owns, newest first.
    byOwner: { index: 'gsi1', key: (f) => ({ pk: `OWNER#${f.owner.userId}`, sk: `${f.createdDate}#FORM#${f.id}` }) },
    byTemplateGroup: {
      index: 'gsi2',
      key: (f) => ({ pk: `TGROUP#${f.templateGroupId}`, sk: `FORM#${f.createdDate}#${f.id}` }),
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
