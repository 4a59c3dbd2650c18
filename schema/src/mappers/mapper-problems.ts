import type { LibraryField } from '../libraries/library-model';
import type { Question } from '../template/model';
import { canNameItem, isMappable, type DataMapperContent } from './data-mapper-model';

/** A refused part of a mapper: where (the input's path) and why, in words an author can act on. */
export interface MapperProblem {
  path: string;
  message: string;
}

/** What a mapper is checked against: the template version's questions and the library's fields. */
export interface MapperTargets {
  questions: readonly Question[];
  libraryFields: readonly Pick<LibraryField, 'fieldName' | 'unique' | 'dataType'>[];
}

function itemProblems(content: DataMapperContent, byId: Map<string, Question>, fields: Map<string, MapperTargets['libraryFields'][number]>): MapperProblem[] {
  const problems: MapperProblem[] = [];
  const question = byId.get(content.itemQuestionId);
  if (!question) problems.push({ path: 'itemQuestionId', message: `Question ${content.itemQuestionId} is not part of this template` });
  else if (!canNameItem(question, content.itemSource, content.libraryId)) {
    const needed = content.itemSource === 'BUSINESS_KEY' ? 'a text question' : "a library question on the mapper's library";
    problems.push({ path: 'itemQuestionId', message: `${question.title} cannot name the item: choose ${needed}` });
  }
  if (content.itemSource === 'BUSINESS_KEY') {
    const key = content.businessKeyField ? fields.get(content.businessKeyField) : undefined;
    if (!key || !key.unique) problems.push({ path: 'businessKeyField', message: 'Choose a unique field of the library as the business key' });
  }
  return problems;
}

/**
 * Every problem of a mapper against its template version and library, in input order: the item's question, the
 * business key, then each row (a question of the template that maps, a field of the library, a direction, no
 * field updated twice). Empty when the mapper can be saved.
 */
export function mapperProblems(content: DataMapperContent, targets: MapperTargets): MapperProblem[] {
  const byId = new Map(targets.questions.map((question) => [question.id, question]));
  const fields = new Map(targets.libraryFields.map((field) => [field.fieldName, field]));
  const problems = itemProblems(content, byId, fields);
  const updated = new Set<string>();
  content.fields.forEach((row, index) => {
    const path = `fields.${index}`;
    const question = byId.get(row.questionId);
    if (!question) problems.push({ path: `${path}.questionId`, message: `Question ${row.questionId} is not part of this template` });
    else if (!isMappable(question)) problems.push({ path: `${path}.questionId`, message: `${question.title} cannot be mapped: map text, date, yes/no or single-choice questions` });
    if (!fields.has(row.fieldName)) problems.push({ path: `${path}.fieldName`, message: `The library has no field ${row.fieldName}` });
    if (!row.prefill && !row.update) problems.push({ path, message: 'Choose pre-fill, update or both' });
    if (row.update && updated.has(row.fieldName)) problems.push({ path: `${path}.fieldName`, message: `${row.fieldName} is updated by another row already` });
    if (row.update) updated.add(row.fieldName);
  });
  return problems;
}
