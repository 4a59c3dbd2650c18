import { randomUUID } from 'node:crypto';
import { isQuestionKind } from '../../../schema/src/inputs/template-elements';
import {
  addConditionInputSchema,
  addOptionInputSchema,
  addValidationRuleInputSchema,
  removeConditionInputSchema,
  removeOptionInputSchema,
  removeValidationRuleInputSchema,
  updateConditionInputSchema,
  updateOptionInputSchema,
  updateValidationRuleInputSchema,
} from '../../../schema/src/inputs/templates';
import type { DependsOn, ValidationRule } from '../../../schema/src/template/model';
import type { TemplateNodeKind } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editElement } from './edit-element';

// Options, conditions and validation rules live inside their element's item: each edit of one is one
// conditional write of that element, based on its version.

type Option = { id: string; label: string; image?: string | null };

const optionQuestion = { kinds: (kind: TemplateNodeKind) => kind === 'OptionQuestion', what: 'an option question' };
const dateQuestion = { kinds: (kind: TemplateNodeKind) => kind === 'DateQuestion' || kind === 'DateRangeQuestion', what: 'a date question' };
const conditional = {
  kinds: (kind: TemplateNodeKind) => isQuestionKind(kind) || ['Page', 'Section', 'RepeatableSection', 'StaticText'].includes(kind),
  what: 'an element that can depend on answers',
};

const optionsOf = (fields: Record<string, unknown>) => (fields.options ?? []) as Option[];

function optionIndex(options: Option[], optionId: string, questionId: string): number {
  const index = options.findIndex((option) => option.id === optionId);
  if (index < 0) throw notFound('Option', `${optionId} of question ${questionId}`);
  return index;
}

export async function addOption(caller: Caller, args: { input?: unknown }) {
  const { questionId, afterOptionId, option, ...target } = parseInput(addOptionInputSchema, args.input);
  const added = { ...option, id: option.id ?? randomUUID() };
  return editElement(caller, { ...target, elementId: questionId }, (fields) => {
    const options = optionsOf(fields);
    if (options.some((existing) => existing.id === added.id)) throw badUserInput(`Option ${added.id} exists already.`, { field: 'option.id' });
    const at = afterOptionId ? optionIndex(options, afterOptionId, questionId) + 1 : options.length;
    return { ...fields, options: [...options.slice(0, at), added, ...options.slice(at)] };
  }, optionQuestion);
}

export async function updateOption(caller: Caller, args: { input?: unknown }) {
  const { questionId, optionId, label, image, ...target } = parseInput(updateOptionInputSchema, args.input);
  return editElement(caller, { ...target, elementId: questionId }, (fields) => {
    const options = [...optionsOf(fields)];
    const index = optionIndex(options, optionId, questionId);
    options[index] = { ...options[index]!, ...(label != null ? { label } : {}), ...(image !== undefined ? { image } : {}) };
    return { ...fields, options };
  }, optionQuestion);
}

export async function removeOption(caller: Caller, args: { input?: unknown }) {
  const { questionId, optionId, ...target } = parseInput(removeOptionInputSchema, args.input);
  return editElement(caller, { ...target, elementId: questionId }, (fields) => {
    const options = optionsOf(fields);
    optionIndex(options, optionId, questionId);
    return { ...fields, options: options.filter((option) => option.id !== optionId) };
  }, optionQuestion);
}

const sameCondition = (a: { questionId: string; optionId: string }, b: { questionId: string; optionId: string }) =>
  a.questionId === b.questionId && a.optionId === b.optionId;

export async function addCondition(caller: Caller, args: { input?: unknown }) {
  const { questionId, optionId, logic, ...target } = parseInput(addConditionInputSchema, args.input);
  const condition = { questionId, optionId };
  return editElement(caller, target, (fields) => {
    const dependsOn = fields.dependsOn as DependsOn | null | undefined;
    const conditions = dependsOn?.conditions ?? [];
    if (conditions.some((existing) => sameCondition(existing, condition))) {
      throw badUserInput(`Element ${target.elementId} already depends on option ${optionId} of question ${questionId}.`);
    }
    return { ...fields, dependsOn: { logic: logic ?? dependsOn?.logic ?? 'AND', conditions: [...conditions, condition] } };
  }, conditional);
}

export async function removeCondition(caller: Caller, args: { input?: unknown }) {
  const { questionId, optionId, ...target } = parseInput(removeConditionInputSchema, args.input);
  return editElement(caller, target, (fields) => {
    const dependsOn = fields.dependsOn as DependsOn | null | undefined;
    const conditions = dependsOn?.conditions ?? [];
    if (!conditions.some((existing) => sameCondition(existing, { questionId, optionId }))) {
      throw notFound('Condition', `${questionId}/${optionId} of element ${target.elementId}`);
    }
    const left = conditions.filter((existing) => !sameCondition(existing, { questionId, optionId }));
    return { ...fields, dependsOn: left.length > 0 ? { logic: dependsOn!.logic, conditions: left } : null };
  }, conditional);
}

/**
 * Replaces the condition of questionId and optionId with `condition`, in its place (the order authors see);
 * `logic`, when given, changes how the element's conditions combine.
 */
export async function updateCondition(caller: Caller, args: { input?: unknown }) {
  const { questionId, optionId, condition, logic, ...target } = parseInput(updateConditionInputSchema, args.input);
  return editElement(caller, target, (fields) => {
    const dependsOn = fields.dependsOn as DependsOn | null | undefined;
    const conditions = dependsOn?.conditions ?? [];
    const index = conditions.findIndex((existing) => sameCondition(existing, { questionId, optionId }));
    if (index < 0) throw notFound('Condition', `${questionId}/${optionId} of element ${target.elementId}`);
    if (conditions.some((existing, at) => at !== index && sameCondition(existing, condition))) {
      throw badUserInput(`Element ${target.elementId} already depends on option ${condition.optionId} of question ${condition.questionId}.`, { field: 'condition' });
    }
    const changed = conditions.map((existing, at) => (at === index ? { questionId: condition.questionId, optionId: condition.optionId } : existing));
    return { ...fields, dependsOn: { logic: logic ?? dependsOn!.logic, conditions: changed } };
  }, conditional);
}

const rulesOf = (fields: Record<string, unknown>) => (fields.validationRules ?? []) as ValidationRule[];

export async function addValidationRule(caller: Caller, args: { input?: unknown }) {
  const { questionId, rule, ...target } = parseInput(addValidationRuleInputSchema, args.input);
  const added = { ...rule, id: rule.id ?? randomUUID() };
  return editElement(caller, { ...target, elementId: questionId }, (fields) => {
    if (rulesOf(fields).some((existing) => existing.id === added.id)) throw badUserInput(`Validation rule ${added.id} exists already.`);
    return { ...fields, validationRules: [...rulesOf(fields), added] };
  }, dateQuestion);
}

export async function removeValidationRule(caller: Caller, args: { input?: unknown }) {
  const { questionId, ruleId, ...target } = parseInput(removeValidationRuleInputSchema, args.input);
  return editElement(caller, { ...target, elementId: questionId }, (fields) => {
    if (!rulesOf(fields).some((rule) => rule.id === ruleId)) throw notFound('Validation rule', `${ruleId} of question ${questionId}`);
    return { ...fields, validationRules: rulesOf(fields).filter((rule) => rule.id !== ruleId) };
  }, dateQuestion);
}

/** Replaces the fields of one validation rule, known by its id, in its place. */
export async function updateValidationRule(caller: Caller, args: { input?: unknown }) {
  const { questionId, ruleId, rule, ...target } = parseInput(updateValidationRuleInputSchema, args.input);
  return editElement(caller, { ...target, elementId: questionId }, (fields) => {
    const rules = rulesOf(fields);
    if (!rules.some((existing) => existing.id === ruleId)) throw notFound('Validation rule', `${ruleId} of question ${questionId}`);
    return { ...fields, validationRules: rules.map((existing) => (existing.id === ruleId ? { ...rule, id: ruleId } : existing)) };
  }, dateQuestion);
}
