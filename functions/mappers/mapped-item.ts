import type { ResponseValue } from '../../schema/src/forms/response-values';
import { uniqueValueKey } from '../../schema/src/libraries/library-model';
import type { DataMapperContent } from '../../schema/src/mappers/data-mapper-model';
import type { Question } from '../../schema/src/template/model';
import type { LibraryItemRecord } from '../data/entities';
import { findLibraryItem, findUniqueGuards, uniqueGuard } from '../data/library-items-repository';

/** The library a library question (or library subject) chooses from. */
export function libraryOfQuestion(question: Question): string | undefined {
  if (question.__typename === 'LibrarySearchQuestion' || question.__typename === 'SubjectQuestion') return question.library?.schemaId ?? undefined;
  return undefined;
}

/**
 * The library item an answer names, as the library holds it now: the item chosen in a library answer, or, for a
 * business key, the item whose unique field holds the answer's text (one GetItem on the value's guard, then the
 * item, whose value is compared again: a guard can outlive its value). Undefined when there is none.
 */
export async function itemNamedBy(args: {
  libraryId: string;
  value: ResponseValue | undefined;
  businessKeyField?: string | null;
  consistent?: boolean;
}): Promise<LibraryItemRecord | undefined> {
  const { libraryId, value, businessKeyField, consistent = false } = args;
  if (value?.kind === 'LibrarySearchResponse') {
    return value.selectedItem ? findLibraryItem(libraryId, value.selectedItem.id, consistent) : undefined;
  }
  if (!businessKeyField || value?.kind !== 'TextResponse' || value.text.trim() === '') return undefined;
  const [guard] = await findUniqueGuards([uniqueGuard(libraryId, businessKeyField, value.text.trim(), '', '')]);
  if (!guard) return undefined;
  const item = await findLibraryItem(libraryId, guard.itemId, consistent);
  const held = item?.values[businessKeyField];
  return held !== undefined && uniqueValueKey(held) === uniqueValueKey(value.text.trim()) ? item : undefined;
}

/** The business key field of a mapper whose item question is `questionId`, if it finds its item by one. */
export const businessKeyOf = (mapper: DataMapperContent | undefined, questionId: string) =>
  mapper && mapper.itemQuestionId === questionId && mapper.itemSource === 'BUSINESS_KEY' ? mapper.businessKeyField : null;
