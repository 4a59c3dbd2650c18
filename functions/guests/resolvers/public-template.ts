import { publicTemplateArgsSchema } from '../../../schema/src/inputs/guests';
import { parseInput } from '../../shared/validate';
import { publicTemplateVersion } from '../public-access';

/** publicTemplate: the intro page of a template open to the public (NOT_FOUND otherwise). */
export async function publicTemplate(args: unknown) {
  const { templateGroupId } = parseInput(publicTemplateArgsSchema, args);
  const template = await publicTemplateVersion(templateGroupId);
  return { templateGroupId: template.groupId, name: template.name, description: template.description ?? null };
}
