import type { TemplateHeaderRecord } from '../data/entities';
import { StaleEdit, updateHeader } from '../data/template-authoring-repository';
import { findTemplateHeader, readTemplate } from '../data/templates-repository';
import type { Caller } from '../shared/caller';
import { badUserInput, conflict, notFound } from '../shared/errors';
import { editableDraft } from './editable-draft';
import { editedTemplate } from './edited-template';

/** Which draft a settings edit is of, and the revision it is based on. */
export interface HeaderTarget {
  templateId: string;
  expectedRevision: number;
}

/**
 * The header fields an edit sets, computed from the header as it is now. It runs after the caller's right to edit
 * is checked, so lookups it makes (an audience's campus) answer nothing to a caller who may not edit.
 */
export type HeaderChange = (header: TemplateHeaderRecord) => Partial<TemplateHeaderRecord> | Promise<Partial<TemplateHeaderRecord>>;

async function staleTemplate(templateId: string) {
  return conflict('This template was changed elsewhere. The newer version is shown.', { current: await readTemplate(templateId) });
}

/**
 * Changes one list of a draft's settings (audience, shared programs, form roles, permissions, action
 * settings): one strongly consistent read of the header, then ONE conditional write of it, applied only if it
 * is still at `expectedRevision` (CONFLICT with the current template otherwise). Answers the template.
 */
export async function editHeader(caller: Caller, target: HeaderTarget, change: HeaderChange) {
  const header = await editableDraft(caller, target.templateId, await findTemplateHeader(target.templateId, true));
  if (header.revision !== target.expectedRevision) throw await staleTemplate(target.templateId);
  try {
    const changed = await change(header);
    await updateHeader(target.templateId, target.expectedRevision, { ...changed, lastUpdated: new Date().toISOString() });
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw await staleTemplate(target.templateId);
  }
  return editedTemplate(target.templateId);
}

/** A list with one entry added: BAD_USER_INPUT when an entry with the same key is there already. */
export function withAdded<T>(list: readonly T[], entry: T, keyOf: (item: T) => string, what: string): T[] {
  if (list.some((item) => keyOf(item) === keyOf(entry))) throw badUserInput(`${what} ${keyOf(entry)} is there already.`, { key: keyOf(entry) });
  return [...list, entry];
}

/** A list with the entry of a key replaced (or removed, with no replacement): NOT_FOUND when there is none. */
export function withReplaced<T>(list: readonly T[], key: string, keyOf: (item: T) => string, what: string, replacement?: (item: T) => T): T[] {
  const index = list.findIndex((item) => keyOf(item) === key);
  if (index < 0) throw notFound(what, key);
  const entry = list[index]!;
  return replacement ? list.map((item, at) => (at === index ? replacement(entry) : item)) : list.filter((_, at) => at !== index);
}
