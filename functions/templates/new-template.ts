import { randomUUID } from 'node:crypto';
import { ownerDefaultGrants } from '../../schema/src/forms/available-actions';
import type { Template } from '../../schema/src/template/model';
import type { TemplateGroupRecord, TemplateRecord } from '../data/entities';

/** The settings a template starts with before its author changes any (a new version 1 without content). */
export const templateSettingsDefaults = {
  version: 1,
  description: null,
  programId: null,
  isLatest: true,
  isSubform: false,
  selfInitiated: false,
  showOnHomepage: false,
  renameableForms: false,
  allowComments: true,
  autoIdPrefix: null,
  tags: [],
  audience: [],
  sharedWithPrograms: [],
  roles: [],
  rolesV2: [],
  // Nothing is the owner's by default at run time: a new template grants its owner submit and delete explicitly.
  permissions: ownerDefaultGrants(),
  actionSettings: [],
  summaryPages: [],
  subjectQuestionId: null,
  subjectQuestionGroupId: null,
  workflowMachineId: null,
  workflowVersionId: null,
} satisfies Partial<Template>;

/** A new group's first version: a DRAFT named as given with one empty page and the studio's defaults. */
export function blankTemplate(place: { name: string; campusCode: string; programId?: string | null }, now: string): Template {
  return {
    ...templateSettingsDefaults,
    id: randomUUID(),
    groupId: randomUUID(),
    name: place.name,
    status: 'DRAFT',
    campusCode: place.campusCode,
    programId: place.programId ?? null,
    pages: [{ id: randomUUID(), name: 'Page 1', children: [], permissions: [] }],
    createdDate: now,
    lastUpdated: now,
  };
}

/** A version's content as a new version: another id and number, a fresh draft (what it was published as is dropped). */
export function asNewDraft(source: TemplateRecord, fields: Pick<Template, 'id' | 'groupId' | 'version' | 'name' | 'isLatest'>, now: string): Template {
  const { revision: _revision, changeSummary: _changes, publishedAt: _publishedAt, ...content } = source;
  return { ...content, ...fields, status: 'DRAFT', createdDate: now, lastUpdated: now };
}

/** The group of a new template whose first version is `template`. */
export function groupOf(template: Template, now: string): TemplateGroupRecord {
  return {
    groupId: template.groupId,
    name: template.name,
    ...(template.description ? { description: template.description } : {}),
    campusCode: template.campusCode,
    ...(template.programId ? { programId: template.programId } : {}),
    latestTemplateId: template.id,
    latestVersion: template.version,
    status: 'DRAFT',
    showOnHomepage: template.showOnHomepage,
    restrictCreateAccess: false,
    createdAt: now,
    updatedAt: now,
  };
}
