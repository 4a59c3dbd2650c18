import type { TemplateChange } from '../../../schema/src/template/diff-templates';
import type { Element, Template } from '../../../schema/src/template/model';
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
  /** The version number of latestTemplateId (a new draft takes the next one). */
  latestVersion?: number;
  /** DRAFT until a version is published, then PUBLISHED; ARCHIVED retires the group. */
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

/**
 * A template version as the API returns it: the header's fields with its pages assembled from the nodes
 * (each page and element also carries its node's `version`).
 */
export type TemplateRecord = Template & Pick<TemplateHeaderRecord, 'revision' | 'changeSummary' | 'publishedAt'>;

/**
 * The header item of one template version: its scalar fields and settings, without pages (each page and
 * element is its own TemplateNode item in the same partition). `revision` moves on with every header edit.
 */
export interface TemplateHeaderRecord extends Omit<Template, 'pages' | 'summaryPages'> {
  revision: number;
  /** What changed against the previous published version, recorded at publish. */
  changeSummary?: TemplateChange[];
  publishedAt?: string;
  publishedBy?: string;
  /** Set while a publish checks the draft: edits are refused meanwhile. */
  sealedAt?: string;
}

export const templateEntity = defineEntity<TemplateHeaderRecord, 'byGroup'>({
  name: 'Template',
  key: (t) => ({ pk: `TEMPLATE#${t.id}`, sk: 'TEMPLATE' }),
  indexes: {
    byGroup: {
      index: 'gsi1',
      key: (t) => ({ pk: `TGROUP#${t.groupId}`, sk: `VERSION#${String(t.version).padStart(6, '0')}` }),
    },
  },
});

/** The kind of a node: a page, a summary page or an element's GraphQL type name. */
export type TemplateNodeKind = 'Page' | 'SummaryPage' | Element['__typename'];

/**
 * One page or element of a template version. `parentId` is `ROOT` (pages), `SUMMARY` (summary pages) or the
 * id of the page, section, repeatable section or table holding it; `position` is a fractional key ordering
 * it among its siblings, so a move rewrites only this item; `version` is its optimistic-concurrency counter.
 */
export interface TemplateNodeRecord {
  templateId: string;
  nodeId: string;
  parentId: string;
  position: string;
  kind: TemplateNodeKind;
  /** The element's own fields: everything but id, __typename, version and its children. */
  fields: Record<string, unknown>;
  version: number;
  updatedAt: string;
}

export const templateNodeEntity = defineEntity<TemplateNodeRecord>({
  name: 'TemplateNode',
  key: (n) => ({ pk: `TEMPLATE#${n.templateId}`, sk: `NODE#${n.nodeId}` }),
});

/** A tag a campus's templates may carry: one item per (campus, case-insensitive name), listed by campus. */
export interface TagRecord {
  id: string;
  name: string;
  nameKey: string;
  campusCode: string;
  createdAt: string;
  createdBy: string;
}

export const tagEntity = defineEntity<TagRecord>({
  name: 'Tag',
  key: (t) => ({ pk: `CAMPUSTAGS#${t.campusCode}`, sk: `TAG#${t.nameKey}` }),
});
