import type { DataExplorerConfigQuery, SaveDataExplorerConfigInput } from '@/gql/graphql';

type Config = DataExplorerConfigQuery['dataExplorerConfig'];

/** The configuration as the screen edits it: column keys per exposed template, and who may export. */
export interface ConfigDraft {
  columns: Record<string, string[]>;
  exporters: 'PROGRAM_ADMINS' | 'ROLE';
  exportRoleId: string;
}

/** The columns a newly exposed template starts with: its business keys, status, dates and owner. */
export const defaultColumnKeys = ['autoId', 'name', 'status', 'owner', 'createdDate', 'lastModified'];

/** The draft of a configuration as read. */
export function draftOf(config: Config): ConfigDraft {
  return {
    columns: Object.fromEntries(config.templates.map((template) => [template.templateGroupId, template.columns.map((column) => column.key)])),
    exporters: config.exporters,
    exportRoleId: config.exportRoleId ?? '',
  };
}

/** What the save sends: the exposed templates in the candidates' order, each with its columns in the chosen order. */
export function saveInputOf(config: Config, draft: ConfigDraft): SaveDataExplorerConfigInput {
  return {
    programId: config.programId,
    expectedVersion: config.version,
    templates: config.candidates.flatMap((candidate) => {
      const columns = draft.columns[candidate.templateGroupId];
      return columns ? [{ templateGroupId: candidate.templateGroupId, columns }] : [];
    }),
    exporters: draft.exporters,
    exportRoleId: draft.exporters === 'ROLE' ? draft.exportRoleId || null : null,
  };
}

/** Why the draft cannot be saved yet, or null. */
export function draftProblem(draft: ConfigDraft): string | null {
  if (draft.exporters === 'ROLE' && !draft.exportRoleId) return 'Choose the role whose members may export.';
  const empty = Object.values(draft.columns).some((columns) => columns.length === 0);
  return empty ? 'Every exposed template needs at least one column.' : null;
}
