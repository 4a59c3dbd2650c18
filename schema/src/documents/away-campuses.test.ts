import { describe, expect, it } from 'vitest';
import { hasAwayMapping } from './away-campuses';

describe('hasAwayMapping', () => {
  it.each(['00', '01', '05', '10', '94', 'ANR', 'CI'])('maps campus %s', (code) => {
    expect(hasAwayMapping(code)).toBe(true);
  });

  it.each(['11', '93', 'XYZ', '', null, undefined])('does not map campus %s', (code) => {
    expect(hasAwayMapping(code)).toBe(false);
  });
});
