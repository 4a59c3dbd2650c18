import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, reviewFlow } from '../test/flow-fixtures';
import { mockReactFlow } from '../test/mock-react-flow';
import { renderEditor } from '../test/render-editor';

beforeAll(() => mockReactFlow());

const job = { id: 'job_1', name: 'Nudge', description: null, cronExpression: '0 9 * * 1', event: 'remind', workflowStateId: 'submitted' };

describe('Renaming a state id', () => {
  it('refuses an id that is not lower_snake_case or is taken, then renames the state, its transitions and its jobs', async () => {
    // Prepare
    const { user, onChange, onJobsChange } = renderEditor(reviewFlow, { catalogue, jobs: [job] });
    await user.click(screen.getByRole('button', { name: 'Edit state Submitted' }));
    const id = screen.getByRole('textbox', { name: 'Status id' });

    // Act
    await user.clear(id);
    await user.type(id, 'Under Review');

    // Assess
    expect(id).toHaveAccessibleDescription(/Use lower_snake_case/);
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();

    // Act
    await user.clear(id);
    await user.type(id, 'approved');

    // Assess
    expect(id).toHaveAccessibleDescription('"approved" is already used by another step or transition.');

    // Act
    await user.clear(id);
    await user.type(id, 'under_review{Enter}');

    // Assess
    const flow = onChange.mock.lastCall![0];
    expect(flow.nodes.map((node) => node.id)).toEqual(['draft', 'under_review', 'approved']);
    expect(flow.edges).toEqual([expect.objectContaining({ id: 'draft_to_submitted', source: 'draft', target: 'under_review' })]);
    expect(onJobsChange).toHaveBeenLastCalledWith([{ ...job, workflowStateId: 'under_review' }]);
    expect(screen.getByRole('heading', { name: 'State: Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status id' })).toHaveValue('under_review');
    expect(within(screen.getByRole('list', { name: 'Transitions' })).getByText('Draft —submit→ Submitted')).toBeInTheDocument();
  });
});
