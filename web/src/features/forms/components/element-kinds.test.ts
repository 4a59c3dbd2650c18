import { describe, expect, it } from 'vitest';
import { elementKindsOf } from './element-kinds';

describe('elementKindsOf', () => {
  it('finds the kinds in sections, repeatable sections and table columns, on every page', () => {
    // Prepare
    const pages = [
      { children: [{ __typename: 'Section', children: [{ __typename: 'TextQuestion' }, { __typename: 'TableQuestion', questions: [{ __typename: 'DateQuestion' }] }] }] },
      { children: [{ __typename: 'RepeatableSection', children: [{ __typename: 'SubjectQuestion' }] }, { __typename: 'StaticText' }] },
    ];

    // Act
    const kinds = elementKindsOf(pages);

    // Assess
    expect([...kinds].sort()).toEqual(['DateQuestion', 'RepeatableSection', 'Section', 'StaticText', 'SubjectQuestion', 'TableQuestion', 'TextQuestion']);
  });

  it('finds nothing in a template without elements', () => {
    expect(elementKindsOf([{ children: [] }]).size).toBe(0);
  });
});
