import { randomUUID } from 'node:crypto';
import { createTagInputSchema, campusNameKey, tagsArgsSchema } from '../../../schema/src/inputs/programs';
import { allowedEach, isAllowed } from '../../authz/checks';
import { findCampus, listProgramsOfCampus } from '../../data/organization-repository';
import { insertTag, listTagsOfCampus } from '../../data/tags-repository';
import type { Caller } from '../../shared/caller';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';

/** NOT_FOUND for a campus that does not exist; FORBIDDEN unless the caller authors templates on it: its administrators, or a program's. */
async function assertCampusAuthor(caller: Caller, campusCode: string) {
  if (!(await findCampus(campusCode))) throw notFound('Campus', campusCode);
  if (await isAllowed(caller, 'admin', `campus:${campusCode}`)) return;
  const programs = await listProgramsOfCampus(campusCode);
  const admin = await allowedEach(caller, 'admin', programs.map((program) => ({ object: `program:${program.id}` })));
  if (!admin.some(Boolean)) throw forbidden('Only the template authors of this campus manage its tags.');
}

const tagView = (tag: { id: string; name: string; campusCode: string }) => ({ id: tag.id, name: tag.name, campusCode: tag.campusCode });

/** The tags of a campus, by name, for its template authors. */
export async function tags(caller: Caller, args: unknown) {
  const { campusCode } = parseInput(tagsArgsSchema, args);
  await assertCampusAuthor(caller, campusCode);
  return (await listTagsOfCampus(campusCode)).map(tagView).sort((a, b) => a.name.localeCompare(b.name));
}

/** A new tag of a campus (one conditional write); CONFLICT when the campus has one of that name, any case. */
export async function createTag(caller: Caller, args: { input?: unknown }) {
  const { campusCode, name } = parseInput(createTagInputSchema, args.input);
  await assertCampusAuthor(caller, campusCode);
  const tag = { id: randomUUID(), name, nameKey: campusNameKey(name), campusCode, createdAt: new Date().toISOString(), createdBy: caller.userId };
  if (!(await insertTag(tag))) throw conflict('A tag with this name already exists on this campus.', { name });
  return tagView(tag);
}
