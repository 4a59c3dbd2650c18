import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from './password-policy';

describe('the password policy', () => {
  it('accepts 14 characters with a lowercase, an uppercase, a digit and a symbol', () => {
    expect(meetsPasswordPolicy('Correct-Horse7')).toBe(true);
  });

  it.each([
    ['too short', 'Short-Pass7'],
    ['no uppercase', 'correct-horse-77'],
    ['no lowercase', 'CORRECT-HORSE-77'],
    ['no digit', 'Correct-Horse-Battery'],
    ['no symbol', 'CorrectHorse777'],
  ])('refuses a password with %s', (_why, password) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
  });

  it('refuses a password longer than 256 characters', () => {
    expect(meetsPasswordPolicy(`Aa1-${'x'.repeat(253)}`)).toBe(false);
  });
});
