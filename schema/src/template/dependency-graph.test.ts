import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cyclePath, cyclicGroups, cyclicNodeIds, dependencyGraph } from './dependency-graph';
import { indexTemplate } from './template-index';
import { choice, page, section, template, text, when } from './template-fixtures';

describe('dependencyGraph', () => {
  it('links each node to its parent and to the option questions its conditions name', () => {
    const index = indexTemplate(
      template([
        page('p1', 'A', [
          choice('a', 'A', ['x']),
          text('t', 'T'),
          section('s', 'S', [text('b', 'B', { dependsOn: when('a', 'x', 't', 'x', 'gone', 'x', 'a', 'x') })]),
        ]),
      ]),
    );

    const graph = dependencyGraph(index);

    expect(graph.get('p1')).toEqual([]);
    expect(graph.get('b')).toEqual(['s', 'a']);
  });
});

describe('cyclicGroups', () => {
  it('finds nothing in a tree of conditions', () => {
    const graph = new Map([['a', []], ['b', ['a']], ['c', ['a', 'b']]]);

    expect(cyclicGroups(graph)).toEqual([]);
  });

  it('finds a node that waits on itself', () => {
    expect(cyclicGroups(new Map([['a', ['a']], ['b', ['a']]]))).toEqual([['a']]);
  });

  it('finds each group in graph order, members in graph order', () => {
    const graph = new Map([['a', []], ['b', ['c']], ['c', ['b']], ['d', ['e']], ['e', ['f']], ['f', ['d']], ['g', ['d']]]);

    expect(cyclicGroups(graph)).toEqual([['b', 'c'], ['d', 'e', 'f']]);
    expect(cyclicNodeIds(graph)).toEqual(new Set(['b', 'c', 'd', 'e', 'f']));
  });

  it('always finds a ring, and the path walks real edges back to its start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 5 }), (size, extra) => {
        const ids = Array.from({ length: size + extra }, (_, at) => `n${at}`);
        const graph = new Map(ids.map((id, at) => [id, at < size ? [ids[(at + 1) % size]!] : [ids[0]!]]));

        const groups = cyclicGroups(graph);
        const path = cyclePath(graph, groups[0]!);

        expect(groups).toEqual([ids.slice(0, size)]);
        expect(path[0]).toBe(path[path.length - 1]);
        expect(path).toHaveLength(size + 1);
        path.slice(1).forEach((id, at) => expect(graph.get(path[at]!)).toContain(id));
      }),
    );
  });
});

describe('cyclePath', () => {
  it('takes the shortest way back to the first node', () => {
    const graph = new Map([['a', ['b', 'c']], ['b', ['c']], ['c', ['a']]]);

    expect(cyclePath(graph, ['a', 'b', 'c'])).toEqual(['a', 'c', 'a']);
  });
});
