import { defineEntity } from '../entity';

/** A template a program exposes in its Data Explorer, with the column keys it shows, in order. */
export interface ExplorerTemplateEntry {
  templateGroupId: string;
  columns: string[];
}

/**
 * A program's Data Explorer configuration: which templates and columns it exposes and who may export. One item
 * per program, replaced whole by one conditional write on `version`.
 */
export interface ExplorerConfigRecord {
  programId: string;
  version: number;
  templates: ExplorerTemplateEntry[];
  exporters: 'PROGRAM_ADMINS' | 'ROLE';
  /** The role whose members may also export (null for PROGRAM_ADMINS: stored so a save clears it). */
  exportRoleId: string | null;
  updatedAt: string;
  updatedBy: string;
}

export const explorerConfigEntity = defineEntity<ExplorerConfigRecord>({
  name: 'ExplorerConfig',
  key: (config) => ({ pk: `PROGRAM#${config.programId}`, sk: 'EXPLORERCONFIG' }),
});
