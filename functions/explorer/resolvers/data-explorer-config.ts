import { programArgsSchema } from '../../../schema/src/explorer/explorer-inputs';
import type { ExplorerConfigRecord } from '../../data/entities';
import { findExplorerConfig } from '../../data/explorer-config-repository';
import { listRolesOfNode } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { assertProgramAdmin, assertProgramExists } from '../explorer-access';
import { candidatesOf, configuredTemplatesOf, publishedTemplatesOf, type PublishedTemplate } from '../program-templates';

/** The configuration as the API returns it (version 0 and nothing exposed before the first save). */
export async function configView(programId: string, config: ExplorerConfigRecord | undefined, published: readonly PublishedTemplate[]) {
  const roles = (await listRolesOfNode('program', programId)).filter((role) => !role.deletingAt);
  return {
    programId,
    version: config?.version ?? 0,
    templates: configuredTemplatesOf(config, published),
    exporters: config?.exporters ?? 'PROGRAM_ADMINS',
    exportRoleId: config?.exportRoleId ?? null,
    updatedAt: config?.updatedAt ?? null,
    candidates: candidatesOf(published),
    roles: roles.map((role) => ({ id: role.id, name: role.name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** dataExplorerConfig: the program's admins only. */
export async function dataExplorerConfig(caller: Caller, args: unknown) {
  const { programId } = parseInput(programArgsSchema, args);
  await assertProgramExists(programId);
  await assertProgramAdmin(caller, programId, 'Only the admins of this program may configure its Data Explorer.');
  const [config, published] = await Promise.all([findExplorerConfig(programId), publishedTemplatesOf(programId)]);
  return configView(programId, config, published);
}
