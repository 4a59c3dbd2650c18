import { isQuestion, type Element, type Question, type Template } from './model';

function collect(elements: Element[], into: Question[]) {
  for (const element of elements) {
    if (isQuestion(element)) {
      into.push(element);
      if (element.__typename === 'TableQuestion') into.push(...element.questions);
    } else if (element.__typename === 'Section' || element.__typename === 'RepeatableSection') {
      collect(element.children, into);
    }
  }
}

/** Every question of a template's pages, depth first: sections, repeatable sections and table columns included. */
export function questionsOf(template: Pick<Template, 'pages'>): Question[] {
  const questions: Question[] = [];
  for (const page of template.pages) collect(page.children, questions);
  return questions;
}

/** Finds one question of a template by id. */
export function findQuestion(template: Pick<Template, 'pages'>, questionId: string): Question | undefined {
  return questionsOf(template).find((question) => question.id === questionId);
}
