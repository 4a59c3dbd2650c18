import type { IndexableTemplate, TemplateIndex } from './template-index';
import { indexTemplate } from './template-index';
import { subjectLabel, type LocatedProblem } from './template-problem';

/** What validation needs to know of a template a subform element points at. */
export interface TemplateInfo {
  exists: boolean;
  isSubform: boolean;
}

/**
 * Synchronous facts about other templates, prepared by the caller (read the ids of `subformTemplateIds` first).
 * `undefined` means the template is unknown, which counts as missing.
 */
export interface TemplateLookups {
  templateInfo(templateId: string): TemplateInfo | undefined;
}

/** Lookups over a prepared map of template id → facts. */
export function lookupsFromMap(infos: ReadonlyMap<string, TemplateInfo>): TemplateLookups {
  return { templateInfo: (templateId) => infos.get(templateId) };
}

/** The template ids the subform elements of a template point at, each once, so the caller can read them in one go. */
export function subformTemplateIds(template: IndexableTemplate): string[] {
  const ids = indexTemplate(template).nodes.flatMap((node) =>
    node.element?.__typename === 'Subform' && node.element.templateId ? [node.element.templateId] : [],
  );
  return [...new Set(ids)];
}

/** Subform elements must point at an existing template that is a subform template. */
export function subformProblems(index: TemplateIndex, lookups: TemplateLookups): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const node of index.nodes) {
    if (node.element?.__typename !== 'Subform') continue;
    const { templateId } = node.element;
    const info = templateId ? lookups.templateInfo(templateId) : undefined;
    if (!info?.exists) {
      const target = templateId ? `template ${templateId}, which does not exist` : 'no template';
      const message = `${subjectLabel(node)} points at ${target}. Choose an existing subform template.`;
      problems.push({ at: node.order, problem: { code: 'SUBFORM_MISSING_TEMPLATE', message, elementId: node.id } });
    } else if (!info.isSubform) {
      const message = `${subjectLabel(node)} points at template ${templateId}, which is not a subform template. Choose a subform template, or mark that template as a subform.`;
      problems.push({ at: node.order, problem: { code: 'SUBFORM_NOT_SUBFORM', message, elementId: node.id } });
    }
  }
  return problems;
}
