import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, edge, reviewFlow } from '../test/flow-fixtures';
import { mockReactFlow } from '../test/mock-react-flow';
import { renderEditor } from '../test/render-editor';

beforeAll(() => mockReactFlow());

const flow = { ...reviewFlow, edges: [...reviewFlow.edges, edge('submitted_to_approved', 'submitted', 'approved', 'approve')] };

describe('Integration triggers', { timeout: 30_000 }, () => {
  it('shows why an integration URL is refused and saves nothing until it is a full address', async () => {
    // Prepare
    const { user, onChange } = renderEditor(flow, { catalogue });
    await user.click(screen.getByRole('button', { name: 'Edit state Submitted' }));
    await user.click(within(screen.getByRole('region', { name: 'Integrations' })).getByRole('button', { name: 'Add integration' }));
    const dialog = screen.getByRole('dialog', { name: 'Add integration' });

    // Act
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Permit system');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'permits.example.edu/hook');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Retries' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Retries' }), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    // Assess
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription('Enter a full address, e.g. https://example.edu/hooks/forms.');
    expect(within(dialog).getByRole('spinbutton', { name: 'Retries' })).toHaveAccessibleDescription('Enter a whole number from 0 to 10.');
    expect(onChange).not.toHaveBeenCalled();

    // Act
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.clear(url);
    await user.type(url, 'https://permits.example.edu/hook');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Retries' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Retries' }), '2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Success event' }));
    await user.click(screen.getByRole('option', { name: 'approve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange.mock.lastCall![0].nodes.find((node) => node.id === 'submitted')?.data).toMatchObject({
      integrationServiceTriggers: [{ id: 'integration_1', name: 'Permit system', url: 'https://permits.example.edu/hook', method: 'POST', timeoutMs: 10_000, retries: 2, successEvent: 'approve', errorEvent: null }],
    });
    expect(within(screen.getByRole('list', { name: 'Integrations' })).getByText('POST https://permits.example.edu/hook · 10000 ms, 2 retries')).toBeInTheDocument();
  });

  it('shows a published version’s triggers without a way to change them', async () => {
    // Prepare
    const trigger = { id: 'integration_1', name: 'Permit system', url: 'https://permits.example.edu/hook', method: 'PUT' as const, timeoutMs: 500, retries: 1, successEvent: null, errorEvent: null };
    const published = { ...flow, nodes: flow.nodes.map((node) => (node.id === 'submitted' && node.type === 'state' ? { ...node, data: { ...node.data, integrationServiceTriggers: [trigger] } } : node)) };
    const { user } = renderEditor(published, { catalogue, readOnly: true });

    // Act
    await user.click(screen.getByRole('button', { name: 'View state Submitted' }));

    // Assess
    expect(within(screen.getByRole('list', { name: 'Integrations' })).getByText('PUT https://permits.example.edu/hook · 500 ms, 1 retry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit integration Permit system' })).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Add integration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add notification' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status id' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sub-workflow template' })).toBeDisabled();
  });
});
