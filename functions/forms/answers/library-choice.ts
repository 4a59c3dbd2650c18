import type { SelectedLibraryItem } from '../../../schema/src/forms/response-values';
import { formFieldsOf } from '../../../schema/src/libraries/library-model';
import { libraryQuestionFilters, passesFilters } from '../../../schema/src/search/library-filters';
import type { Question } from '../../../schema/src/template/model';
import { assertAllowed } from '../../authz/checks';
import { findLibraryItem } from '../../data/library-items-repository';
import { findLibrary } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';

/**
 * The library item a library search (or a library subject) chose, as the library holds it: what the caller sent
 * names the item only. Its fields decide the document roles the answer gives (role mappings), so they must be
 * the library's, never the caller's. Two GetItems at any library size. The item must be one the question's
 * search could offer: its library published and viewable by the caller, and its values passing the question's
 * own filters (filterBy follows another answer, which may change after, so it is not checked here).
 */
export async function chosenLibraryItem(caller: Caller, question: Question, selected: SelectedLibraryItem): Promise<SelectedLibraryItem> {
  const schemaId = question.__typename === 'LibrarySearchQuestion' || question.__typename === 'SubjectQuestion' ? question.library?.schemaId : undefined;
  if (!schemaId) throw badUserInput(`Question ${question.id} has no library to choose from.`);
  const [library, item] = await Promise.all([findLibrary(schemaId), findLibraryItem(schemaId, selected.id)]);
  if (!library || library.deletingAt || library.status === 'DRAFT') throw badUserInput(`Library ${schemaId} offers no items to choose.`);
  await assertAllowed(caller, 'viewer', `library:${schemaId}`, { message: 'You do not have permission to view this library.' });
  if (!item) throw badUserInput(`Item ${selected.id} was not found in library ${schemaId}.`);
  const ownRules = question.__typename === 'LibrarySearchQuestion' ? libraryQuestionFilters(question, null) : [];
  if (!passesFilters(item.values, ownRules)) throw badUserInput(`Item ${item.name} is not one this question offers.`);
  return { id: item.id, name: item.name, fields: formFieldsOf(library, item.values) };
}
