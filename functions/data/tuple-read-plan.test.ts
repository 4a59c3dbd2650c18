import { describe, expect, it } from 'vitest';
import { encodeCursor } from './store';
import { decodeToken, encodeToken, filterFingerprint, planRead } from './tuple-read-plan';

describe('planRead', () => {
  it('serves an object with relation and user by one exact key', () => {
    expect(planRead({ object: 'doc:1', relation: 'viewer', user: 'user:a' })).toEqual({
      kind: 'query',
      pk: 'FGA#doc:1',
      skEquals: 'viewer#user:a',
    });
  });

  it('serves an object and relation by a prefix, an object and user by a filter', () => {
    expect(planRead({ object: 'doc:1', relation: 'viewer' })).toMatchObject({ pk: 'FGA#doc:1', skBeginsWith: 'viewer#' });
    expect(planRead({ object: 'doc:1', user: 'user:a' })).toMatchObject({
      pk: 'FGA#doc:1',
      filter: { expression: '#f_u = :f_u', values: { ':f_u': 'user:a' } },
    });
  });

  it('serves a whole type from the user side', () => {
    expect(planRead({ object: 'doc:', relation: 'viewer', user: 'user:a' })).toEqual({
      kind: 'query',
      index: 'gsi2',
      pk: 'FGAUSER#user:a',
      skBeginsWith: 'doc#viewer#',
    });
    expect(planRead({ object: 'doc:', user: 'user:a' })).toMatchObject({ skBeginsWith: 'doc#' });
  });

  it('scans only when there is no filter at all', () => {
    expect(planRead({})).toMatchObject({ kind: 'scan' });
  });

  it("refuses what OpenFGA's Read refuses", () => {
    expect(() => planRead({ object: 'doc:' })).toThrow("the 'user' field is required");
    expect(() => planRead({ relation: 'viewer' })).toThrow("the 'object' field is required");
    expect(() => planRead({ object: 'doc' })).toThrow("invalid 'object' field format");
    expect(() => planRead({ object: 'doc:1', relation: 'a#b' })).toThrow("invalid 'relation' field format");
  });
});

describe('continuation tokens', () => {
  const filter = { object: 'doc:1', relation: 'viewer' };
  const plan = planRead(filter);
  const cursor = encodeCursor({ pk: 'FGA#doc:1', sk: 'viewer#user:a' }) as string;

  it('round-trip the position for the filter they were issued for', () => {
    expect(decodeToken(encodeToken(cursor, filterFingerprint(filter)), plan, filterFingerprint(filter))).toBe(cursor);
  });

  it('are refused for another filter, another partition or garbage', () => {
    const other = { object: 'doc:2', relation: 'viewer' };
    const foreign = encodeCursor({ pk: 'FGA#doc:2', sk: 'viewer#user:a' }) as string;

    expect(() => decodeToken(encodeToken(cursor, filterFingerprint(filter)), planRead(other), filterFingerprint(other))).toThrow(
      'issued for another filter',
    );
    expect(() => decodeToken(encodeToken(foreign, filterFingerprint(filter)), plan, filterFingerprint(filter))).toThrow(
      'invalid continuation token',
    );
    expect(() => decodeToken('not-a-token', plan, filterFingerprint(filter))).toThrow('invalid continuation token');
  });
});
