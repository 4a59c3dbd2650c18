import { describe, expect, it } from 'vitest';
import { campusNameKey, createProgramInputSchema, programMatches, searchProgramsInputSchema } from './programs';

describe('program inputs', () => {
  it('keys names by lower case with spacing collapsed, so "Lab  Safety" and "lab safety" collide', () => {
    expect(campusNameKey(' Lab  Safety ')).toBe(campusNameKey('lab safety'));
  });

  it('matches a search anywhere in the name, any case; an empty search matches all', () => {
    expect(programMatches('Laboratory Safety', 'RATORY')).toBe(true);
    expect(programMatches('Fire Prevention', 'lab')).toBe(false);
    expect(searchProgramsInputSchema.parse({ campusCode: '01' }).search).toBe('');
  });

  it('refuses a blank program name', () => {
    expect(createProgramInputSchema.safeParse({ campusCode: '01', domainId: 'd1', name: '  ' }).success).toBe(false);
  });
});
