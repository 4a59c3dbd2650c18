import { describe, expect, it } from 'vitest';
import { containsTerm, searchLibraryItemsArgsSchema, searchPeopleArgsSchema } from './search-inputs';

describe('searchPeopleArgsSchema', () => {
  it('needs 2 characters after trimming and a campus code', () => {
    expect(searchPeopleArgsSchema.safeParse({ searchTerm: ' l ', campusCode: '01' }).success).toBe(false);
    expect(searchPeopleArgsSchema.safeParse({ searchTerm: 'le', campusCode: '' }).success).toBe(false);
    expect(searchPeopleArgsSchema.parse({ searchTerm: ' le ', campusCode: '01' })).toEqual({ searchTerm: 'le', campusCode: '01' });
  });
});

describe('searchLibraryItemsArgsSchema', () => {
  it('accepts the three operators and refuses others', () => {
    const args = (operator: string) => ({ schemaId: 'lib-1', searchTerm: '', filters: [{ field: 'hazardClass', operator, value: 'x' }] });

    expect(searchLibraryItemsArgsSchema.safeParse(args('notEquals')).success).toBe(true);
    expect(searchLibraryItemsArgsSchema.safeParse(args('startsWith')).success).toBe(false);
    expect(searchLibraryItemsArgsSchema.parse({ schemaId: 'lib-1', searchTerm: 'ace' }).filters).toEqual([]);
  });
});

describe('containsTerm', () => {
  it('matches any text containing the term, ignoring case', () => {
    expect(containsTerm(['Life Sciences Building', 'BLS'], 'sci')).toBe(true);
    expect(containsTerm(['Life Sciences Building', null], 'bls')).toBe(false);
    expect(containsTerm(['anything'], '  ')).toBe(true);
  });
});
