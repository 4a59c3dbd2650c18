import { programArgsSchema } from '../../../schema/src/explorer/explorer-inputs';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { assertProgramExists, explorerAudienceOf } from '../explorer-access';
import { configuredTemplatesOf, publishedTemplatesOf } from '../program-templates';

/**
 * dataExplorerTemplates: what the Data Explorer offers the caller (program admins and the configured role's
 * members): the exposed templates with their columns.
 */
export async function dataExplorerTemplates(caller: Caller, args: unknown) {
  const { programId } = parseInput(programArgsSchema, args);
  await assertProgramExists(programId);
  const audience = await explorerAudienceOf(caller, programId);
  const published = await publishedTemplatesOf(programId);
  return { templates: configuredTemplatesOf(audience.config, published) };
}
