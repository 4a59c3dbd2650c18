import { describe, expect, it } from 'vitest';
import { assembleTemplate, disassembleTemplate } from '../../functions/data/template-nodes';
import { fieldSchemaOf } from '../../schema/src/inputs/template-elements';
import { ergonomicSelfAssessment } from './templates/ergonomic-self-assessment';
import { hotWorkPermit } from './templates/hot-work-permit';
import { labSafetyInspection } from './templates/lab-safety-inspection';
import { confinedSpaceDraft, sharpsInjuryReport } from './templates/other-templates';
import { awayForms } from './templates/away-forms';
import { everyKindDemo, everyKindFollowUp } from './templates/every-kind-demo';
import { visitorFeedback, visitorFollowUp } from './templates/visitor-feedback';

const templates = [labSafetyInspection, hotWorkPermit, ergonomicSelfAssessment, confinedSpaceDraft, sharpsInjuryReport, ...awayForms, everyKindFollowUp, everyKindDemo, visitorFollowUp, visitorFeedback].map((build) =>
  build('2026-01-01T00:00:00.000Z'),
);

// A search question's roleAssigned is derived on reading (from rolesV2), never written: left out of the comparison.
const withoutVersions = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, inner: unknown) => ((key === 'version' && typeof inner === 'number') || key === 'roleAssigned' ? undefined : inner)));

describe('demo templates as stored items', () => {
  it.each(templates.map((template) => [template.id, template] as const))('%s has one item per page and element, each id once', (_id, template) => {
    const { nodes } = disassembleTemplate(template, 'now');

    expect(new Set(nodes.map((node) => node.nodeId)).size).toBe(nodes.length);
  });

  it.each(templates.map((template) => [template.id, template] as const))('%s reads back as it was written', (_id, template) => {
    const { header, nodes } = disassembleTemplate(template, 'now');

    const { revision: _revision, ...assembled } = assembleTemplate(header, nodes);

    expect(withoutVersions(assembled)).toEqual(withoutVersions(JSON.parse(JSON.stringify(template))));
  });

  it.each(templates.map((template) => [template.id, template] as const))('%s has pages and elements authoring accepts as they are', (_id, template) => {
    const { nodes } = disassembleTemplate(template, 'now');

    const refused = nodes.filter((node) => !fieldSchemaOf(node.kind).safeParse(node.fields).success).map((node) => node.nodeId);

    expect(refused).toEqual([]);
  });
});
