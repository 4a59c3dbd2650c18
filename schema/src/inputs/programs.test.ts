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

describe('program list search input', () => {
  it('defaults to no filter and by name A to Z', () => {
    const input = searchProgramsInputSchema.parse({ campusCode: '01' });
    expect(input.filter).toEqual({});
    expect(input.sort).toEqual({ field: 'NAME', direction: 'asc' });
  });

  it('refuses an unknown sort column, a direction other than asc or desc, and unknown filter rules', () => {
    expect(searchProgramsInputSchema.safeParse({ campusCode: '01', sort: { field: 'SIZE', direction: 'asc' } }).success).toBe(false);
    expect(searchProgramsInputSchema.safeParse({ campusCode: '01', sort: { field: 'NAME', direction: 'up' } }).success).toBe(false);
    expect(searchProgramsInputSchema.safeParse({ campusCode: '01', filter: { owner: 'me' } }).success).toBe(false);
  });
});
