import { containsTerm, maxSearchResults, searchDocumentsArgsSchema } from '../../../schema/src/search/search-inputs';
import type { FormRecord } from '../../data/entities';
import { listFormsOfTemplateGroup } from '../../data/forms-repository';
import { viewableEach } from '../../forms/form-access';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';

/** How many of each group's newest forms are examined for one search. */
const scanLimit = 500;

/**
 * searchDocumentsV2, the document search of a form: forms of the named template groups (of the program and in the statuses, when
 * given) whose name or auto id contains the term and that the caller may view in their status, newest first.
 * Forms the caller may not see are left out entirely.
 */
export async function searchDocumentsV2(caller: Caller, args: unknown) {
  const { searchTerm, templateGroupIds, programId, statuses } = parseInput(searchDocumentsArgsSchema, args);
  const wantedStatuses = new Set(statuses.map((status) => status.toLowerCase()));
  const groups = await Promise.all([...new Set(templateGroupIds)].map((groupId) => listFormsOfTemplateGroup(groupId, scanLimit)));
  const candidates = groups
    .flat()
    .filter(
      (form: FormRecord) =>
        (!programId || form.programId === programId) &&
        (wantedStatuses.size === 0 || wantedStatuses.has(form.status.toLowerCase())) &&
        containsTerm([form.name, form.autoId], searchTerm),
    )
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || a.id.localeCompare(b.id));
  const found: FormRecord[] = [];
  // Check a page at a time so a popular template does not cost hundreds of checks for 25 answers.
  for (let start = 0; start < candidates.length && found.length < maxSearchResults; start += maxSearchResults) {
    const page = candidates.slice(start, start + maxSearchResults);
    const viewable = await viewableEach(caller, page);
    found.push(...page.filter((_form, index) => viewable[index]));
  }
  return found.slice(0, maxSearchResults).map((form) => ({ id: form.id, name: form.name, autoId: form.autoId ?? null }));
}
