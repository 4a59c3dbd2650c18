import { describe, expect, it } from 'vitest';
import { createCampusTemplateInputSchema, updateElementInputSchema, updateTemplateInputSchema } from './templates';

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
});
