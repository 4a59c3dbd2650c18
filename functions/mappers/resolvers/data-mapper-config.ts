import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { saveDataMapperConfigInputSchema } from '../../../schema/src/mappers/inputs';
import { mapperProblems } from '../../../schema/src/mappers/mapper-problems';
import { questionsOf } from '../../../schema/src/template/questions';
import { isAllowed } from '../../authz/checks';
import { findDataMapper, saveDataMapper, StaleDataMapper } from '../../data/data-mappers-repository';
import type { DataMapperRecord } from '../../data/entities';
import { findLibrary } from '../../data/library-repository';
import { findTemplate, findTemplateHeader } from '../../data/templates-repository';
import { libraryFor, libraryObject } from '../../libraries/library-access';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanEdit } from '../../templates/template-access';
import { dataMapperView } from '../mapper-view';
import { metrics } from '../telemetry';

/** The group of a template version the caller authors (NOT_FOUND, FORBIDDEN). */
async function authoredGroupOf(caller: Caller, templateId: string): Promise<string> {
  const header = await findTemplateHeader(templateId, true);
  if (!header) throw notFound('Template', templateId);
  await assertCanEdit(caller, header.groupId);
  return header.groupId;
}

/** dataMapperConfig: a template group's mapper, for its authors; null when none is saved. */
export async function dataMapperConfig(caller: Caller, args: unknown) {
  const { templateId } = parseInput(z.object({ templateId: idSchema }), args);
  const groupId = await authoredGroupOf(caller, templateId);
  const record = await findDataMapper(groupId, true);
  return record ? dataMapperView(record, await findLibrary(record.libraryId)) : null;
}

/** CONFLICT carrying the mapper as it is now (null when there is none). */
async function stale(groupId: string) {
  const current = await findDataMapper(groupId, true);
  const view = current ? await dataMapperView(current, await findLibrary(current.libraryId)) : null;
  return conflict('The data mapper was changed by someone else: review the current one and save again.', { current: view });
}

/**
 * saveDataMapperConfig: the caller authors the template and may read the library; the rows are checked against
 * the template version and the library's fields; one conditional write on the version. The caller's save grants
 * the library writes when they are an editor of the library, and takes the grant back otherwise (a grant covers
 * the rows its grantor saved, never rows someone else added after).
 */
export async function saveDataMapperConfig(caller: Caller, args: { input?: unknown }) {
  const { templateId, expectedVersion, ...content } = parseInput(saveDataMapperConfigInputSchema, args.input);
  const groupId = await authoredGroupOf(caller, templateId);
  const [template, library] = await Promise.all([findTemplate(templateId), libraryFor(caller, content.libraryId, 'read')]);
  if (!template) throw notFound('Template', templateId);
  const problems = mapperProblems(content, { questions: questionsOf(template), libraryFields: library.fieldArraySchema });
  if (problems.length > 0) throw badUserInput(problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '), { problems });
  const current = await findDataMapper(groupId, true);
  if ((current?.version ?? 0) !== expectedVersion) throw await stale(groupId);
  const editor = await isAllowed(caller, 'editor', libraryObject(content.libraryId));
  const now = new Date().toISOString();
  const record: DataMapperRecord = {
    ...content,
    templateGroupId: groupId,
    grantedBy: editor ? caller.userId : null,
    version: expectedVersion + 1,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
    updatedBy: caller.userId,
  };
  try {
    await saveDataMapper(record);
  } catch (error) {
    if (error instanceof StaleDataMapper) throw await stale(groupId);
    throw error;
  }
  metrics.addMetric('DataMappersSaved', MetricUnit.Count, 1);
  return dataMapperView(record, library);
}
