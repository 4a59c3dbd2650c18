import { describe, expect, it } from 'vitest';
import { campusCodeSchema } from './campus-code';

describe('campusCodeSchema', () => {
  it('accepts the codes campuses carry', () => {
    for (const code of ['01', '94', 'ANR', 'CI', ' 03 ']) expect(campusCodeSchema.safeParse(code).success, code).toBe(true);
  });

  it('refuses codes that could name another authorization object or hide a separator', () => {
    for (const code of [':v1', 'campus:01', '01#x', '01|x', '', 'a', 'abcd', '0/1', 'anr']) {
      expect(campusCodeSchema.safeParse(code).success, code).toBe(false);
    }
  });
});
