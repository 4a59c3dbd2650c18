import { candidateColumnsOf, configuredColumns, type ExplorerColumn } from '../../schema/src/explorer/columns';
import type { ExplorerConfigRecord, TemplateGroupRecord, TemplateRecord } from '../data/entities';
import { findTemplate, findTemplateGroup, findTemplates, listTemplateGroupsOfProgram } from '../data/templates-repository';

/** A template group of the program with its latest published version (the one whose columns the explorer offers). */
export interface PublishedTemplate {
  group: TemplateGroupRecord;
  template: TemplateRecord;
}

/** A template as the explorer shows it: its group, its name and its columns in order. */
export interface ExplorerTemplateView {
  templateGroupId: string;
  name: string;
  columns: ExplorerColumn[];
}

/**
 * The program's template groups that have a published version, by name, each with that version: one Query of the
 * program's groups and the versions from the process's cache of published versions.
 */
export async function publishedTemplatesOf(programId: string): Promise<PublishedTemplate[]> {
  const groups = (await listTemplateGroupsOfProgram(programId)).filter((group) => group.latestPublishedTemplateId);
  const templates = new Map((await findTemplates(groups.map((group) => group.latestPublishedTemplateId as string))).map((template) => [template.id, template]));
  return groups.flatMap((group) => {
    const template = templates.get(group.latestPublishedTemplateId as string);
    return template ? [{ group, template }] : [];
  });
}

/** Every template the program could expose, with every column it offers. */
export const candidatesOf = (published: readonly PublishedTemplate[]): ExplorerTemplateView[] =>
  published.map(({ group, template }) => ({ templateGroupId: group.groupId, name: group.name, columns: candidateColumnsOf(template) }));

/** The templates the configuration exposes that are still published in the program, with their configured columns. */
export function configuredTemplatesOf(config: Pick<ExplorerConfigRecord, 'templates'> | undefined, published: readonly PublishedTemplate[]): ExplorerTemplateView[] {
  const byGroup = new Map(published.map((entry) => [entry.group.groupId, entry]));
  return (config?.templates ?? []).flatMap((entry) => {
    const found = byGroup.get(entry.templateGroupId);
    if (!found) return [];
    return [{ templateGroupId: entry.templateGroupId, name: found.group.name, columns: configuredColumns(found.template, entry.columns) }];
  });
}

/**
 * One template the configuration exposes, still published in the program, with its group and configured columns;
 * undefined otherwise. Reads that group alone (and its version from the process's cache), not every group of the
 * program: what a page of rows or a stretch of an export needs, whatever the program's size.
 */
export async function configuredTemplateOf(
  config: Pick<ExplorerConfigRecord, 'templates'> | undefined,
  programId: string,
  templateGroupId: string,
): Promise<{ group: TemplateGroupRecord; view: ExplorerTemplateView } | undefined> {
  const entry = config?.templates.find((candidate) => candidate.templateGroupId === templateGroupId);
  if (!entry) return undefined;
  const group = await findTemplateGroup(templateGroupId);
  if (!group || group.programId !== programId || !group.latestPublishedTemplateId) return undefined;
  const template = await findTemplate(group.latestPublishedTemplateId);
  if (!template) return undefined;
  return { group, view: { templateGroupId, name: group.name, columns: configuredColumns(template, entry.columns) } };
}
