/**
 * The forms `bench:form` fills in, described once and written both as our template's elements and as a SurveyJS
 * survey, so the two products render exactly the same shape: sections of text questions where the second
 * question of each section is a Yes/No option question that the next 7 or 8 questions depend on ("Yes" shows
 * them).
 */

/** A form's shape: how many sections of how many questions, and how many questions follow each section's gate. */
export interface FormShape {
  name: string;
  sections: number;
  questionsPerSection: number;
  /** Questions after the gate (an option question, second in each section) shown only when it is "Yes". */
  dependents: (section: number) => number;
}

/** 1,000 questions and 300 conditions in 40 sections on one page. */
export const bigShape: FormShape = { name: 'Bench form 1000 questions', sections: 40, questionsPerSection: 25, dependents: (section) => (section % 2 === 0 ? 8 : 7) };

/** 10 questions and 3 conditions: the baseline measured the same way. */
export const smallShape: FormShape = { name: 'Bench form 10 questions', sections: 1, questionsPerSection: 10, dependents: () => 3 };

/** The gate of each section is its second question. */
const gateIndex = 1;

/** What one question of the shape is, for either product. */
export interface ShapeQuestion {
  id: string;
  title: string;
  /** The gate's id when this question shows only while its section's gate is "Yes". */
  dependsOnGate: string | null;
  isGate: boolean;
}

/** Question `index` of section `section` (titles 1-based, as a person would number them). */
export function shapeQuestion(shape: FormShape, section: number, index: number): ShapeQuestion {
  const gateId = `bq-${section + 1}-${gateIndex + 1}`;
  const dependent = index > gateIndex && index <= gateIndex + shape.dependents(section);
  return { id: `bq-${section + 1}-${index + 1}`, title: `Question ${section + 1}.${index + 1}`, dependsOnGate: dependent ? gateId : null, isGate: index === gateIndex };
}

/** How many conditions the shape holds (one per dependent question). */
export function conditionCount(shape: FormShape): number {
  let count = 0;
  for (let section = 0; section < shape.sections; section += 1) count += shape.dependents(section);
  return count;
}

/** A question as our template's element JSON (what addQuestion takes). */
export function templateElement(question: ShapeQuestion) {
  const { id, title } = question;
  if (question.isGate) return { __typename: 'OptionQuestion', id, title, options: ['Yes', 'No'].map((label, at) => ({ id: `${id}-o${at + 1}`, label })) };
  const dependsOn = question.dependsOnGate ? { logic: 'AND', conditions: [{ questionId: question.dependsOnGate, optionId: `${question.dependsOnGate}-o1` }] } : null;
  return { __typename: 'TextQuestion', id, title, dependsOn };
}

/** The whole shape as a SurveyJS survey: one page, a panel per section, `visibleIf` for each condition. */
export function surveyJson(shape: FormShape) {
  const panels = Array.from({ length: shape.sections }, (_, section) => ({
    type: 'panel',
    name: `section-${section + 1}`,
    title: `Section ${section + 1}`,
    elements: Array.from({ length: shape.questionsPerSection }, (_, index) => {
      const question = shapeQuestion(shape, section, index);
      if (question.isGate) return { type: 'radiogroup', name: question.id, title: question.title, choices: ['Yes', 'No'] };
      return { type: 'text', name: question.id, title: question.title, ...(question.dependsOnGate ? { visibleIf: `{${question.dependsOnGate}} = 'Yes'` } : {}) };
    }),
  }));
  return { title: shape.name, pages: [{ name: 'page1', elements: panels }] };
}
