import { describe, expect, it } from 'vitest';
import { flowSchema } from './flow-schema';
import { starterFlow } from './starter';
import { reviewWorkflow } from './workflow-fixtures';

describe('flowSchema', () => {
  it('accepts the starter and review flows as they are', () => {
    expect(flowSchema.parse(starterFlow())).toEqual(starterFlow());
    expect(flowSchema.parse(reviewWorkflow().flow)).toEqual(reviewWorkflow().flow);
  });

  it('refuses a node id used twice, naming it', () => {
    const flow = starterFlow();
    flow.nodes.push({ ...flow.nodes[0]! });

    const result = flowSchema.safeParse(flow);

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Id "draft" is used by two nodes or edges: each needs its own.');
  });

  it('refuses unknown node types and malformed conditions', () => {
    const flow = starterFlow();
    const badType = { ...flow, nodes: [...flow.nodes, { id: 'x', type: 'portal', position: { x: 0, y: 0 }, data: { label: 'X' } }] };
    const badCondition = { ...flow, nodes: [...flow.nodes, { id: 'g', type: 'guard', position: { x: 0, y: 0 }, data: { label: 'G', conditions: [{ type: 'number', questionId: 'q' }] } }] };

    expect(flowSchema.safeParse(badType).success).toBe(false);
    expect(flowSchema.safeParse(badCondition).success).toBe(false);
  });
});
