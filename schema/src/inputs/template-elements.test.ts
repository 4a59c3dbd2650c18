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
    expect(elementKinds).toHaveLength(26);
    expect(elementKinds.filter(isQuestionKind)).toHaveLength(19);
    expect(isQuestionKind('QuestionSummary')).toBe(false);
    expect(newElementSchema.safeParse({ __typename: 'Banner' }).error?.issues[0]?.message).toBe('Unknown element kind "Banner".');
    expect(newElementSchema.parse({ __typename: 'MapQuestion', title: 'Where' })).toEqual({ __typename: 'MapQuestion', title: 'Where' });
  });

  it('gives the new kinds their defaults and holds their settings to their limits (qtypes17)', () => {
    expect(fieldSchemaOf('NumberQuestion').parse({})).toMatchObject({ integer: false });
    expect(fieldSchemaOf('FileUploadQuestion').parse({ acceptedTypes: [' PDF ', 'docx'] })).toMatchObject({ acceptedTypes: ['pdf', 'docx'], maxSizeMb: 10, maxFiles: 5 });
    expect(fieldSchemaOf('ImageUploadQuestion').parse({})).toMatchObject({ images: [] });
    expect(fieldSchemaOf('EmailQuestion').parse({ name: 'contact', description: 'Where we write' })).toMatchObject({ name: 'contact', description: 'Where we write' });

    expect(fieldSchemaOf('NumberQuestion').safeParse({ min: 3, max: 1 }).error?.issues[0]?.message).toBe('The minimum is more than the maximum');
    expect(fieldSchemaOf('FileUploadQuestion').safeParse({ maxSizeMb: 26 }).error?.issues[0]?.message).toBe('The largest size is at most 25 MB');
    expect(fieldSchemaOf('FileUploadQuestion').safeParse({ acceptedTypes: ['.pdf'] }).success).toBe(false);
    expect(fieldSchemaOf('ImageUploadQuestion').safeParse({ images: [{ url: 'http://example.edu/a.png' }] }).error?.issues[0]?.message).toBe('A reference image is an https address');
  });
});
