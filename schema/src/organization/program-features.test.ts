import { describe, expect, it } from 'vitest';
import { matchesFeatureLabels, programFeaturesArgsSchema } from './program-features';

describe('program feature labels', () => {
  it('keeps everything when no labels are asked for', () => {
    expect(matchesFeatureLabels(['PROGRAM'], undefined)).toBe(true);
    expect(matchesFeatureLabels([], null)).toBe(true);
  });

  it('keeps a labelled thing when it shares one label with the filter', () => {
    expect(matchesFeatureLabels(['CAMPUS', 'PROGRAM'], ['PROGRAM'])).toBe(true);
    expect(matchesFeatureLabels(['GLOBAL'], ['CAMPUS', 'PROGRAM'])).toBe(false);
  });

  it('keeps nothing for an empty filter', () => {
    expect(matchesFeatureLabels(['GLOBAL'], [])).toBe(false);
  });

  it('accepts only the three labels', () => {
    expect(programFeaturesArgsSchema.safeParse({ programFeatures: ['CAMPUS', 'GLOBAL'] }).success).toBe(true);
    expect(programFeaturesArgsSchema.safeParse({ programFeatures: ['TENANT'] }).success).toBe(false);
    expect(programFeaturesArgsSchema.safeParse({}).success).toBe(true);
  });
});
