import { candidateColumnsOf } from '../../../schema/src/explorer/columns';
import { saveExplorerConfigSchema, type SaveExplorerConfigInput } from '../../../schema/src/explorer/explorer-inputs';
import type { ExplorerConfigRecord } from '../../data/entities';
import { findExplorerConfig, replaceExplorerConfig } from '../../data/explorer-config-repository';
import { findRole } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertProgramAdmin, assertProgramExists } from '../explorer-access';
import { publishedTemplatesOf, type PublishedTemplate } from '../program-templates';
import { configView } from './data-explorer-config';

/** Refuses (BAD_USER_INPUT) a template that is not a published template of the program, or a column it does not offer. */
function assertColumnsOffered(input: SaveExplorerConfigInput, published: readonly PublishedTemplate[]) {
  const byGroup = new Map(published.map((entry) => [entry.group.groupId, entry.template]));
  for (const entry of input.templates) {
    const template = byGroup.get(entry.templateGroupId);
    if (!template) throw badUserInput(`Template ${entry.templateGroupId} is not a published template of this program.`, { field: 'templates' });
    const offered = new Set(candidateColumnsOf(template).map((column) => column.key));
    const unknown = entry.columns.find((key) => !offered.has(key));
    if (unknown) throw badUserInput(`Column ${unknown} is not a column of ${template.name}.`, { field: 'templates' });
  }
}

async function assertRoleOfProgram(roleId: string, programId: string) {
  const role = await findRole(roleId);
  if (!role || role.deletingAt || role.nodeType !== 'program' || role.nodeId !== programId) {
    throw badUserInput(`Role ${roleId} is not a role of this program.`, { field: 'exportRoleId' });
  }
}

/**
 * saveDataExplorerConfig: the program's admins replace the configuration whole, in one conditional write on its
 * version (CONFLICT with the current one when another save came first).
 */
export async function saveDataExplorerConfig(caller: Caller, args: unknown) {
  const input = parseInput(saveExplorerConfigSchema, (args as { input?: unknown }).input);
  await assertProgramExists(input.programId);
  await assertProgramAdmin(caller, input.programId, 'Only the admins of this program may configure its Data Explorer.');
  const published = await publishedTemplatesOf(input.programId);
  assertColumnsOffered(input, published);
  const exportRoleId = input.exporters === 'ROLE' ? (input.exportRoleId ?? null) : null;
  if (exportRoleId) await assertRoleOfProgram(exportRoleId, input.programId);
  const record: ExplorerConfigRecord = {
    programId: input.programId,
    version: input.expectedVersion + 1,
    templates: input.templates.map((entry) => ({ templateGroupId: entry.templateGroupId, columns: [...new Set(entry.columns)] })),
    exporters: input.exporters,
    exportRoleId,
    updatedAt: new Date().toISOString(),
    updatedBy: caller.userId,
  };
  if (!(await replaceExplorerConfig(record, input.expectedVersion))) {
    const current = await findExplorerConfig(input.programId);
    throw conflict('The Data Explorer configuration was changed by someone else: reload it and make your change again.', {
      current: await configView(input.programId, current, published),
    });
  }
  return configView(input.programId, record, published);
}
