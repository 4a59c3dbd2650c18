import { describe, expect, it } from 'vitest';
import { readableEvent, routesFrom } from './routes';
import { edgeOf, guardNode, onOption, reviewWorkflow, stateNode, workflowOf } from './workflow-fixtures';

describe('routesFrom', () => {
  it('walks through guards to the next state, guarded routes first, with the event of the first edge naming one', () => {
    const routes = routesFrom(reviewWorkflow().flow, 'draft');

    expect(routes.map((route) => [route.event, route.target, route.guards.map((guard) => `${guard.negate ? '!' : ''}${guard.conditionsOf}`)])).toEqual([
      ['submit', 'safety_review', ['high']],
      ['submit', 'submitted', ['!high']],
    ]);
  });

  it('drops paths that loop between guards or end nowhere', () => {
    const flow = workflowOf(
      [stateNode('a', { initial: true }), guardNode('g1', [onOption('q', 'o')]), guardNode('g2', [onOption('q', 'p')])],
      [edgeOf('a', 'g1', 'go'), edgeOf('g1', 'g2'), edgeOf('g2', 'g1'), edgeOf('g2', 'missing')],
    );

    expect(routesFrom(flow.flow, 'a')).toEqual([]);
  });
});

describe('readableEvent', () => {
  it('turns event ids into button labels', () => {
    expect(['submit', 'request_revisions', 'sendBack', 'mark-complete'].map(readableEvent)).toEqual(['Submit', 'Request revisions', 'Send back', 'Mark complete']);
  });
});
