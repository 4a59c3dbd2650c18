import { describe, expect, it } from 'vitest';
import type { TemplateNodeRecord } from '../data/entities';
import { NodeTree, placementProblem, positionAfter } from './node-placement';

const node = (nodeId: string, parentId: string, position: string, kind: TemplateNodeRecord['kind'] = 'TextQuestion'): TemplateNodeRecord => ({
  templateId: 't',
  nodeId,
  parentId,
  position,
  kind,
  fields: {},
  version: 1,
  updatedAt: 'now',
});

describe('node placement', () => {
  it('takes pages at the top, elements in pages and sections, questions in tables', () => {
    expect(placementProblem('ROOT', 'Page')).toBeUndefined();
    expect(placementProblem('SUMMARY', 'SummaryPage')).toBeUndefined();
    expect(placementProblem('Page', 'Section')).toBeUndefined();
    expect(placementProblem('RepeatableSection', 'OptionQuestion')).toBeUndefined();
    expect(placementProblem('TableQuestion', 'TextQuestion')).toBeUndefined();
    expect(placementProblem('ROOT', 'TextQuestion')).toBe('Only pages go at the top of a template.');
    expect(placementProblem('Section', 'Page')).toMatch(/^A page goes at the top/);
    expect(placementProblem('TableQuestion', 'Section')).toMatch(/^A table holds questions/);
    expect(placementProblem('TextQuestion', 'TextQuestion')).toBe('A TextQuestion holds no elements.');
    expect(placementProblem('SummaryPage', 'QuestionSummary')).toBeUndefined();
    expect(placementProblem('Page', 'QuestionSummary')).toBe('A question summary goes on a summary page.');
  });

  it('puts a node first, between two siblings, or last, without touching the others', () => {
    const siblings = [node('a', 'p', 'a0'), node('b', 'p', 'a1')];

    const first = positionAfter(siblings);
    const middle = positionAfter(siblings, 'a');
    const last = positionAfter(siblings, 'b');

    expect(first < 'a0').toBe(true);
    expect(middle > 'a0' && middle < 'a1').toBe(true);
    expect(last > 'a1').toBe(true);
    expect(() => positionAfter(siblings, 'zz')).toThrow('Element zz is not in the same place.');
  });

  it('goes after a whole tie of two inserts at the same place', () => {
    const siblings = [node('a', 'p', 'a0'), node('b', 'p', 'a0'), node('c', 'p', 'a1')];

    const position = positionAfter(siblings, 'a');

    expect(position > 'a0' && position < 'a1').toBe(true);
  });

  it('knows parents, siblings in order and subtrees', () => {
    const tree = new NodeTree([node('p', 'ROOT', 'a0', 'Page'), node('s', 'p', 'a1', 'Section'), node('q', 's', 'a0'), node('r', 'p', 'a0')]);

    expect(tree.parentKind('ROOT')).toBe('ROOT');
    expect(tree.parentKind('s')).toBe('Section');
    expect(tree.parentKind('nope')).toBeUndefined();
    expect(tree.siblings('p').map((n) => n.nodeId)).toEqual(['r', 's']);
    expect(tree.siblings('p', 'r').map((n) => n.nodeId)).toEqual(['s']);
    expect(tree.subtree('p')).toEqual(['p', 'r', 's', 'q']);
  });
});

describe('section nesting', () => {
  const node = (nodeId: string, parentId: string, kind: string) =>
    ({ templateId: 't', nodeId, parentId, position: 'a0', kind, fields: {}, version: 1 }) as unknown as TemplateNodeRecord;
  const tree = new NodeTree([
    node('p', 'ROOT', 'Page'),
    node('s1', 'p', 'Section'),
    node('s2', 's1', 'RepeatableSection'),
    node('other', 'p', 'Section'),
    node('inner', 'other', 'Section'),
  ]);

  it('lets sections nest two deep below a page, with questions inside the deeper one', () => {
    expect(tree.nestingProblem('s1', 'Section')).toBeUndefined();
    expect(tree.nestingProblem('s2', 'TextQuestion')).toBeUndefined();
    expect(tree.nestingProblem('s2', 'Section')).toMatch(/at most 2 deep/);
  });

  it('counts the sections inside a section that moves', () => {
    expect(tree.nestingProblem('p', 'Section', 'other')).toBeUndefined();
    expect(tree.nestingProblem('s1', 'Section', 'other')).toMatch(/at most 2 deep/);
  });
});
