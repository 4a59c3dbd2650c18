import type { ResponseValue } from '../forms/response-values';
import { isQuestion, type Element, type Question, type Template } from '../template/model';

/** How a guest sees one element of a public form (the GraphQL enum PublicItemKind). */
export type PublicItemKind = 'TEXT' | 'PARAGRAPH' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'TOGGLE' | 'STATIC_TEXT' | 'SUBFORM' | 'UNSUPPORTED';

/** One element of a public form, with the guest's answer when it is a question. */
export interface PublicItem {
  id: string;
  kind: PublicItemKind;
  label: string;
  required: boolean;
  options: Array<{ id: string; label: string }>;
  text: string | null;
  selectedOptionIds: string[];
  toggle: boolean | null;
  version: number;
  subformTemplateGroupId: string | null;
  childFormId: string | null;
}

/** A stored answer at the top level of a form, as the items need it. */
export interface PublicResponse {
  questionId: string;
  value: ResponseValue;
  version: number;
}

/** What a subform element resolves to: the template group its child starts from, and the guest's child if any. */
export type SubformLookup = (subformElementId: string, templateId: string) => { templateGroupId: string | null; childFormId: string | null };

function questionKind(question: Question): PublicItemKind {
  switch (question.__typename) {
    case 'TextQuestion':
      return question.input === 'paragraph' ? 'PARAGRAPH' : 'TEXT';
    case 'OptionQuestion':
      return question.isMultiSelect ? 'MULTIPLE_CHOICE' : 'SINGLE_CHOICE';
    case 'ToggleQuestion':
      return 'TOGGLE';
    default:
      return 'UNSUPPORTED';
  }
}

const blank = { required: false, options: [], text: null, selectedOptionIds: [], toggle: null, version: 0, subformTemplateGroupId: null, childFormId: null };

function questionItem(question: Question, response: PublicResponse | undefined): PublicItem {
  const value = response?.value;
  return {
    ...blank,
    id: question.id,
    kind: questionKind(question),
    label: question.title,
    required: question.required,
    options: question.__typename === 'OptionQuestion' ? question.options.map(({ id, label }) => ({ id, label })) : [],
    text: value?.kind === 'TextResponse' ? value.text : null,
    selectedOptionIds: value?.kind === 'OptionResponse' ? value.selectedOptionIds : [],
    toggle: value?.kind === 'ToggleResponse' ? value.defaultValue : question.__typename === 'ToggleQuestion' ? question.defaultValue : null,
    version: response?.version ?? 0,
  };
}

function collect(elements: Element[], answers: Map<string, PublicResponse>, subform: SubformLookup, into: PublicItem[]) {
  for (const element of elements) {
    if (element.__typename === 'Section') collect(element.children, answers, subform, into);
    else if (element.__typename === 'StaticText') into.push({ ...blank, id: element.id, kind: 'STATIC_TEXT', label: element.text });
    else if (element.__typename === 'Subform') {
      const found = subform(element.id, element.templateId);
      into.push({ ...blank, id: element.id, kind: 'SUBFORM', label: element.name, subformTemplateGroupId: found.templateGroupId, childFormId: found.childFormId });
    } else if (isQuestion(element)) into.push(questionItem(element, answers.get(element.id)));
    // Repeatable sections, summaries and outcomes are not offered to guests: they are staff tools.
  }
}

/**
 * The items a guest sees on a public form: every page's questions, static texts and subforms in the template's
 * order (plain sections flattened), each question with the guest's top-level answer. Question kinds that need
 * the campus directories or uploads are listed as UNSUPPORTED so the guest knows they exist.
 */
export function publicItemsOf(template: Pick<Template, 'pages'>, responses: readonly PublicResponse[], subform: SubformLookup): PublicItem[] {
  const answers = new Map(responses.map((response) => [response.questionId, response]));
  const items: PublicItem[] = [];
  for (const page of template.pages) collect(page.children, answers, subform, items);
  return items;
}
