import { describe, expect, it } from 'vitest';
import { elementKinds, fieldSchemaOf, isQuestionKind, newElementSchema } from './template-elements';

describe('template element shapes', () => {
  it('fills in the defaults a new element starts from', () => {
    expect(fieldSchemaOf('TextQuestion').parse({})).toEqual({ title: 'Untitled question', required: false, disabled: false, businessKeys: [] });
    expect(fieldSchemaOf('Page').parse({})).toEqual({ name: 'Untitled page', permissions: [] });
    expect(fieldSchemaOf('OptionQuestion').parse({ title: 'Sash' })).toMatchObject({ options: [], isMultiSelect: false, isDropdown: false });
  });

  it('refuses unknown fields and wrong values, naming them', () => {
    const misspelt = fieldSchemaOf('TextQuestion').safeParse({ titel: 'Room' });
    const wrong = fieldSchemaOf('DateQuestion').safeParse({ validationRules: [{ id: 'r', field: 'date', operator: 'before', unit: 'days', value: 0, relativeTo: 'currentDate' }] });

    expect(misspelt.success).toBe(false);
    expect(misspelt.error?.issues[0]?.message).toContain('titel');
    expect(wrong.error?.issues[0]?.path).toEqual(['validationRules', 0, 'operator']);
  });

  it('knows every element kind, and which are questions', () => {
    expect(elementKinds).toHaveLength(22);
    expect(elementKinds.filter(isQuestionKind)).toHaveLength(15);
    expect(isQuestionKind('QuestionSummary')).toBe(false);
    expect(newElementSchema.safeParse({ __typename: 'Banner' }).error?.issues[0]?.message).toBe('Unknown element kind "Banner".');
    expect(newElementSchema.parse({ __typename: 'MapQuestion', title: 'Where' })).toEqual({ __typename: 'MapQuestion', title: 'Where' });
  });
});
