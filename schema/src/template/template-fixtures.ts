import type { DependsOn, Element, Question, RepeatableSection, Section, StaticText, Subform, Template, ValidationRule } from './model';
import type { ConditionalPage } from './template-index';
import { ownerDefaultGrants } from '../forms/available-actions';

/*
 * Small builders for the tests of the template rules: a template reads like its outline, with every field the
 * rules do not care about filled with a neutral value.
 */

type Common = { required?: boolean; disabled?: boolean; dependsOn?: DependsOn | null };
type OptionQuestion = Extract<Question, { __typename: 'OptionQuestion' }>;

function base(id: string, title: string, common: Common) {
  return {
    id,
    title,
    prompt: null,
    info: null,
    required: common.required ?? false,
    disabled: common.disabled ?? false,
    dependsOn: common.dependsOn ?? null,
    defaultMapping: null,
    businessKeys: [],
  };
}

/** Shown when every named option is selected: `when('q1', 'yes')`, `when('q1', 'a', 'q2', 'b')`. */
export function when(...pairs: string[]): DependsOn {
  const conditions = [];
  for (let at = 0; at + 1 < pairs.length; at += 2) conditions.push({ questionId: pairs[at]!, optionId: pairs[at + 1]! });
  return { logic: 'AND', conditions };
}

/** Shown when at least one named option is selected. */
export function whenAny(...pairs: string[]): DependsOn {
  return { ...when(...pairs), logic: 'OR' };
}

/** An option question whose options have the given ids, labelled by upper-casing the id. */
export function choice(id: string, title: string, optionIds: string[], common: Common & { multi?: boolean } = {}): OptionQuestion {
  const options = optionIds.map((optionId) => ({ id: optionId, label: optionId.toUpperCase(), image: null }));
  return { ...base(id, title, common), __typename: 'OptionQuestion', isMultiSelect: common.multi ?? false, isDropdown: false, options };
}

/** A short text question. */
export function text(id: string, title: string, common: Common = {}): Question {
  return { ...base(id, title, common), __typename: 'TextQuestion', input: 'short' };
}

/** A date question (or with `range`, a date range question) with the given rules. */
export function date(id: string, title: string, rules: ValidationRule[], common: Common & { range?: boolean; includeTime?: boolean } = {}): Question {
  const kind = common.range ? 'DateRangeQuestion' : 'DateQuestion';
  return { ...base(id, title, common), __typename: kind, includeTime: common.includeTime ?? false, validationRules: rules };
}

/** A table question with the given columns. */
export function table(id: string, title: string, columns: Question[], common: Common = {}): Question {
  return { ...base(id, title, common), __typename: 'TableQuestion', questions: columns };
}

/** A section. */
export function section(id: string, name: string, children: Element[], dependsOn: DependsOn | null = null): Section {
  return { __typename: 'Section', id, name, description: null, dependsOn, permissions: [], children };
}

/** A repeatable section. */
export function repeatable(id: string, name: string, children: Element[], dependsOn: DependsOn | null = null): RepeatableSection {
  return { __typename: 'RepeatableSection', id, name, required: false, dependsOn, summaryQuestionIds: [], children };
}

/** A static text. */
export function staticText(id: string, textValue: string, dependsOn: DependsOn | null = null): StaticText {
  return { __typename: 'StaticText', id, text: textValue, style: null, dependsOn };
}

/** A subform element pointing at a template. */
export function subform(id: string, name: string, templateId: string): Subform {
  return { __typename: 'Subform', id, name, templateId, roleId: null };
}

/** A page, optionally conditional. */
export function page(id: string, name: string, children: Element[], dependsOn: DependsOn | null = null): ConditionalPage {
  return { id, name, children, permissions: [], dependsOn };
}

/** A draft template with the given pages. */
export function template(pages: ConditionalPage[], fields: Partial<Template> = {}): Template {
  return {
    id: 'tpl-1', groupId: 'grp-1', version: 1, name: 'Pet survey', description: null, status: 'DRAFT', campusCode: '01',
    programId: null, isLatest: true, isSubform: false, selfInitiated: false, showOnHomepage: false,
    renameableForms: false, allowComments: false, autoIdPrefix: null, tags: [], audience: [], sharedWithPrograms: [],
    roles: [], rolesV2: [], permissions: ownerDefaultGrants(), actionSettings: [], pages, summaryPages: [],
    createdDate: '2025-01-01T00:00:00.000Z', lastUpdated: '2025-01-01T00:00:00.000Z', ...fields,
  };
}
