import { describe, expect, it } from 'vitest';
import { addActionSettingsInputSchema, removeActionSettingsInputSchema } from './template-settings';
import {
  createCampusTemplateInputSchema,
  updateConditionInputSchema,
  updateElementInputSchema,
  updateTemplateInputSchema,
  updateValidationRuleInputSchema,
} from './templates';

describe('template authoring inputs', () => {
  it("names a new template 'Untitled' when no name is given", () => {
    expect(createCampusTemplateInputSchema.parse({ programId: 'p1' })).toEqual({ programId: 'p1', templateName: 'Untitled' });
    expect(createCampusTemplateInputSchema.parse({ programId: 'p1', templateName: '  ' }).templateName).toBe('Untitled');
  });

  it('changes only the settings given, and null clears an optional one', () => {
    expect(updateTemplateInputSchema.parse({ templateId: 't', expectedRevision: 3, name: 'Hoods', description: null })).toEqual({
      templateId: 't',
      expectedRevision: 3,
      name: 'Hoods',
      description: null,
    });
  });

  it('takes element changes as AppSync hands AWSJSON over (parsed) and bounds their size', () => {
    const base = { templateId: 't', elementId: 'e', expectedVersion: 1 };

    expect(updateElementInputSchema.parse({ ...base, changes: { title: 'Room' } }).changes).toEqual({ title: 'Room' });
    expect(updateElementInputSchema.safeParse({ ...base, changes: { title: 'x'.repeat(200_000) } }).error?.issues[0]?.message).toBe(
      'The value is at most 200,000 characters of JSON',
    );
  });

  // authoring17
  it('takes a validation rule update by its id, and refuses a rule that names another id', () => {
    const rule = { field: 'date', operator: 'is', unit: 'days', value: 0, relativeTo: 'currentDate' };
    const base = { templateId: 't', questionId: 'q', expectedVersion: 1, ruleId: 'r1' };

    expect(updateValidationRuleInputSchema.safeParse({ ...base, rule }).success).toBe(true);
    expect(updateValidationRuleInputSchema.safeParse({ ...base, rule: { ...rule, id: 'r1' } }).success).toBe(true);
    expect(updateValidationRuleInputSchema.safeParse({ ...base, rule: { ...rule, id: 'r2' } }).error?.issues[0]?.path).toEqual(['rule', 'id']);
  });

  it('takes a condition update as the condition it changes and the one it becomes', () => {
    const input = { templateId: 't', elementId: 'e', expectedVersion: 2, questionId: 'q', optionId: 'o1', condition: { questionId: 'q', optionId: 'o2' } };

    expect(updateConditionInputSchema.parse(input)).toEqual(input);
    expect(updateConditionInputSchema.safeParse({ ...input, condition: { questionId: 'q' } }).success).toBe(false);
  });

  it('takes one action\'s settings to add, and an action to remove', () => {
    const head = { templateId: 't', expectedRevision: 1 };

    expect(addActionSettingsInputSchema.safeParse({ ...head, settings: { action: 'submit', validation: true, isPrimaryBtn: true } }).success).toBe(true);
    expect(addActionSettingsInputSchema.safeParse({ ...head, settings: [{ action: 'submit', validation: true, isPrimaryBtn: true }] }).success).toBe(false);
    expect(removeActionSettingsInputSchema.safeParse({ ...head, action: '' }).success).toBe(false);
  });
});
