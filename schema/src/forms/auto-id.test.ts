import { describe, expect, it } from 'vitest';
import { autoIdOf, autoIdPrefixOf } from './auto-id';

describe('a form’s autoId', () => {
  it('starts with the template’s own prefix when it has one', () => {
    expect(autoIdPrefixOf({ autoIdPrefix: 'LSI', name: 'Laboratory Safety Inspection' })).toBe('LSI');
  });

  it('starts with the initials of the template’s name when it has no prefix, at most four', () => {
    expect(autoIdPrefixOf({ autoIdPrefix: null, name: 'Every Question Kind Demo' })).toBe('EQKD');
    expect(autoIdPrefixOf({ autoIdPrefix: '  ', name: 'hot work - permit application 2026 (new)' })).toBe('HWPA');
    expect(autoIdPrefixOf({ name: 'Évaluation' })).toBe('É');
    expect(autoIdPrefixOf({ name: '—' })).toBe('F');
  });

  it('numbers the form in 6 digits', () => {
    expect(autoIdOf('EQKD', 7)).toBe('EQKD-000007');
    expect(autoIdOf('LSI', 1234567)).toBe('LSI-1234567');
  });
});
