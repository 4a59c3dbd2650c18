import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import type { TemplateHeaderRecord } from '../../data/entities';
import { findTemplateHeader } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanReadTemplate } from '../template-access';

/** The spec's TemplateInfo: a template version's summary, from its header alone (no pages read). */
export function templateInfoOf(header: TemplateHeaderRecord) {
  return {
    id: header.id,
    name: header.name,
    description: header.description ?? null,
    status: header.status,
    programId: header.programId ?? null,
    campusCode: header.campusCode,
    templateGroupId: header.groupId,
    tags: header.tags,
    createdDate: header.createdDate,
    lastUpdated: header.lastUpdated,
    subjectQuestionId: header.subjectQuestionId ?? null,
    subjectQuestionGroupId: header.subjectQuestionGroupId ?? null,
    workflowVersionId: header.workflowVersionId ?? null,
  };
}

/** templateInfo(templateId): one version's summary, for whoever may read the version (authors for a draft). */
export async function templateInfo(caller: Caller, args: unknown) {
  const { templateId } = parseInput(z.object({ templateId: idSchema }), args);
  const header = await findTemplateHeader(templateId, true);
  if (!header) throw notFound('Template', templateId);
  await assertCanReadTemplate(caller, header);
  return templateInfoOf(header);
}
