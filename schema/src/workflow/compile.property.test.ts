import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition as xstateTransition } from 'xstate';
import { answersOf } from '../template/answers';
import { compileWorkflow } from './compile';
import type { WorkflowAnswers } from './conditions';
import type { WorkflowEdge, WorkflowNode } from './model';
import { workflowProblems } from './validate';
import { edgeOf, elseGuardNode, guardNode, onOption, stateNode, workflowOf } from './workflow-fixtures';

const events = ['submit', 'approve', 'reject'];

/** Random flows: states s0..sN (s0 initial, the last final), random edges (some out of the final state), some through a guard and its else. */
const flows = fc.integer({ min: 2, max: 6 }).chain((count) =>
  fc
    .array(fc.record({ from: fc.nat(count - 1), to: fc.nat(count - 1), event: fc.constantFrom(...events), guarded: fc.boolean(), option: fc.constantFrom('a', 'b') }), { maxLength: 10 })
    .map((links) => {
      const nodes: WorkflowNode[] = Array.from({ length: count }, (_, index) => stateNode(`s${index}`, { initial: index === 0, final: index === count - 1 }));
      const edges: WorkflowEdge[] = [];
      links.forEach((link, index) => {
        if (!link.guarded) return edges.push({ ...edgeOf(`s${link.from}`, `s${link.to}`, link.event), id: `e${index}` });
        nodes.push(guardNode(`g${index}`, [onOption('q', link.option)]), elseGuardNode(`x${index}`, `g${index}`));
        edges.push(
          { ...edgeOf(`s${link.from}`, `g${index}`, link.event), id: `e${index}-in` },
          { ...edgeOf(`g${index}`, `s${link.to}`), id: `e${index}-out` },
          { ...edgeOf(`s${link.from}`, `x${index}`, link.event), id: `e${index}-else-in` },
          { ...edgeOf(`x${index}`, `s${(link.to + 1) % count}`), id: `e${index}-else-out` },
        );
      });
      return workflowOf(nodes, edges);
    }),
);
const answers = fc.constantFrom<string[]>([], ['a'], ['b'], ['a', 'b']).map((selected): WorkflowAnswers => ({ options: answersOf({ selected: { q: selected } }), numbers: new Map() }));

describe('compiled workflows, for any flow', () => {
  it('take every event they offer, and refuse every event they do not', () => {
    fc.assert(
      fc.property(flows, answers, (workflow, given) => {
        const compiled = compileWorkflow(workflow);
        for (const node of workflow.flow.nodes.filter((candidate) => candidate.type === 'state')) {
          const offered = new Set(compiled.nextEvents(node.id, given).map((event) => event.id));
          for (const event of events) {
            const result = compiled.transition(node.id, event, given);
            expect('target' in result).toBe(offered.has(event));
          }
        }
      }),
    );
  });

  it('offer nothing in final states, and validate final states with events as problems', () => {
    fc.assert(
      fc.property(flows, answers, (workflow, given) => {
        const compiled = compileWorkflow(workflow);
        const finalWithEdges = workflow.flow.nodes.filter((node) => node.type === 'state' && node.data.isFinal && workflow.flow.edges.some((edge) => edge.source === node.id));
        const reported = workflowProblems(workflow).filter((problem) => problem.code === 'FINAL_STATE_HAS_EVENTS').map((problem) => problem.nodeId);
        expect(reported).toEqual(finalWithEdges.map((node) => node.id));
        for (const node of finalWithEdges) expect(compiled.nextEvents(node.id, given)).toEqual([]);
      }),
    );
  });

  it('move exactly as their XState machine does', () => {
    fc.assert(
      fc.property(flows, answers, (workflow, given) => {
        const compiled = compileWorkflow(workflow);
        for (const node of workflow.flow.nodes.filter((candidate) => candidate.type === 'state')) {
          for (const event of events) {
            const snapshot = compiled.machine.resolveState({ value: node.id, context: { answers: given } });
            const [next] = xstateTransition(compiled.machine, snapshot, { type: event, answers: given });
            const ours = compiled.transition(node.id, event, given);
            expect(next.value).toBe('target' in ours ? ours.target : node.id);
          }
        }
      }),
    );
  });
});
