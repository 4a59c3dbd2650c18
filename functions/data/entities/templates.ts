import type { Template } from '../../../schema/src/template/model';
import { defineEntity } from '../entity';

/** A template group: the versions of one template, and which of them is latest and latest published. */
export interface TemplateGroupRecord {
  groupId: string;
  name: string;
  description?: string;
  campusCode: string;
  programId?: string;
  latestTemplateId: string;
  latestPublishedTemplateId?: string;
  status: Template['status'];
  showOnHomepage: boolean;
  /** The home page's Get Started entries: the spec's assessment type of this template, when it has one. */
  assessmentType?: string;
  restrictCreateAccess: boolean;
  createdAt: string;
  updatedAt: string;
}

export const templateGroupEntity = defineEntity<TemplateGroupRecord, 'byCampus' | 'byProgram'>({
  name: 'TemplateGroup',
  key: (g) => ({ pk: `TGROUP#${g.groupId}`, sk: 'GROUP' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (g) => ({ pk: `CAMPUS#${g.campusCode}`, sk: `TGROUP#${g.name}#${g.groupId}` }) },
    byProgram: {
      index: 'gsi2',
      key: (g) => (g.programId ? { pk: `PROGRAM#${g.programId}`, sk: `TGROUP#${g.name}#${g.groupId}` } : undefined),
    },
  },
});

/** One version of a template, stored whole (pages and all). */
export type TemplateRecord = Template;

export const templateEntity = defineEntity<TemplateRecord, 'byGroup'>({
  name: 'Template',
  key: (t) => ({ pk: `TEMPLATE#${t.id}`, sk: 'TEMPLATE' }),
  indexes: {
    byGroup: {
      index: 'gsi1',
      key: (t) => ({ pk: `TGROUP#${t.groupId}`, sk: `VERSION#${String(t.version).padStart(6, '0')}` }),
    },
  },
});
