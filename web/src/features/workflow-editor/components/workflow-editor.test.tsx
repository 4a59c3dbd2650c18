import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Flow, WorkflowProblem } from '../hooks/flow-edits';
import { catalogue, reviewFlow, stateNode } from '../test/flow-fixtures';
import { mockReactFlow } from '../test/mock-react-flow';
import { WorkflowEditor } from './workflow-editor';

beforeAll(() => mockReactFlow());

function renderEditor(initial: Flow, problems: WorkflowProblem[] = []) {
  const onChange = vi.fn<(flow: Flow) => void>();
  function Harness() {
    const [flow, setFlow] = useState(initial);
    return (
      <WorkflowEditor
        value={flow}
        problems={problems}
        catalogue={catalogue}
        onChange={(next) => {
          onChange(next);
          setFlow(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onChange, user: userEvent.setup(), lastFlow: () => onChange.mock.lastCall![0] };
}

describe('WorkflowEditor', () => {
  it('adds a state and connects two states on the canvas', async () => {
    const { user, lastFlow } = renderEditor({ nodes: [stateNode('draft', 'Draft', 0, 0, { isInitial: true })], edges: [] });

    await user.click(screen.getByRole('button', { name: 'Add state' }));
    expect(lastFlow().nodes).toEqual([expect.objectContaining({ id: 'draft' }), expect.objectContaining({ id: 'state_1', type: 'state', data: expect.objectContaining({ label: 'New state', isInitial: false }) })]);

    await user.click(within(screen.getByRole('group', { name: 'State Draft' })).getByTitle('Drag to another step to add a transition'));
    await user.click(within(screen.getByRole('group', { name: 'State New state' })).getByTitle('Transitions come in here'));

    expect(lastFlow().edges).toEqual([expect.objectContaining({ source: 'draft', target: 'state_1' })]);
    expect(within(screen.getByRole('list', { name: 'Transitions' })).getByText('Draft → New state')).toBeInTheDocument();
  });

  it("edits a transition's event from the form actions or as free text", async () => {
    const { user, lastFlow } = renderEditor(reviewFlow);

    await user.click(screen.getByRole('button', { name: 'Edit transition Draft —submit→ Submitted' }));
    const event = screen.getByRole('combobox', { name: 'Event' });
    await user.clear(event);
    await user.type(event, 'request_revisions{Enter}');

    expect(lastFlow().edges[0]?.data.event).toBe('request_revisions');
    expect(screen.getByRole('button', { name: 'Edit transition Draft —request_revisions→ Submitted' })).toBeInTheDocument();

    await user.clear(event);
    await user.type(event, 'co');
    await user.click(await screen.findByRole('option', { name: 'copy (Copy)' }));
    expect(lastFlow().edges[0]?.data.event).toBe('copy');
  });

  it('outlines the nodes problems name and selects a node when its problem is clicked', async () => {
    const problems = [{ code: 'UNREACHABLE_STATE', message: 'Approved cannot be reached from the initial state', nodeId: 'approved' }];
    const { user } = renderEditor(reviewFlow, problems);

    const approved = screen.getByRole('group', { name: 'State Approved (has a problem)' });
    expect(within(approved).getByText('Has a problem')).toBeInTheDocument();
    expect(approved.querySelector('[data-problem]')).toHaveStyle({ borderColor: '#d32f2f' });
    expect(screen.getByRole('group', { name: 'State Draft' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('region', { name: 'Workflow problems' })).getByRole('button', { name: /Approved cannot be reached/ }));

    expect(screen.getByRole('heading', { name: 'State: Approved' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Approved');
    expect(approved).toHaveClass('selected');
  });

  it('edits a transition from the list view with the keyboard alone', async () => {
    const { user, lastFlow } = renderEditor(reviewFlow);
    const edit = screen.getByRole('button', { name: 'Edit transition Draft —submit→ Submitted' });

    edit.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Transition: Draft —submit→ Submitted' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}approve');
    await user.tab();

    expect(lastFlow().edges[0]?.data.event).toBe('approve');
    expect(within(screen.getByRole('list', { name: 'Transitions' })).getByText('Draft —approve→ Submitted')).toBeInTheDocument();
  });

  it('deletes the selected state and its transitions with the Delete key', async () => {
    const { user, lastFlow } = renderEditor(reviewFlow);

    await user.click(screen.getByRole('button', { name: 'Edit state Submitted' }));
    await user.keyboard('{Delete}');

    expect(lastFlow().nodes.map((node) => node.id)).toEqual(['draft', 'approved']);
    expect(lastFlow().edges).toEqual([]);
  });
});
