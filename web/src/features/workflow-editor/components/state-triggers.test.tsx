import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockReactFlow } from '../test/mock-react-flow';
import { renderWorkflowTab } from '../test/render-tab';
import { notificationTemplatesLoaded, savesAccepted, subWorkflowTemplatesLoaded, templateLoaded, workflowsLoaded, workflowVersion } from '../test/tab-fixtures';

beforeAll(() => mockReactFlow());

describe('State triggers and sub-workflows in the workflow tab', { timeout: 30_000 }, () => {
  it('adds an EMAIL and a TODO notification to a state and saves them in the flow', async () => {
    // Prepare
    const saves = savesAccepted();
    const user = await renderWorkflowTab(templateLoaded, workflowsLoaded([workflowVersion()]), notificationTemplatesLoaded, subWorkflowTemplatesLoaded, saves.mock);
    await user.click(await screen.findByRole('button', { name: 'Edit state Submitted' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });

    // Act
    await waitFor(() => expect(within(notifications).getByRole('button', { name: 'Add notification' })).toBeEnabled());
    await user.click(within(notifications).getByRole('button', { name: 'Add notification' }));
    await user.click(within(notifications).getByRole('button', { name: 'Add notification' }));
    const second = within(notifications).getByRole('group', { name: 'Notification 2' });
    await user.click(within(second).getByRole('combobox', { name: 'Notification template' }));
    await user.click(screen.getByRole('option', { name: 'Review reminder' }));
    await user.click(within(second).getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'TODO' }));

    // Assess
    expect(within(second).getByText("TODO puts a reminder in the recipients' Action Items until the form moves on.")).toBeInTheDocument();
    await waitFor(() =>
      expect(saves.last()?.flow?.nodes.find((node) => node.id === 'submitted')?.data).toMatchObject({
        notificationTriggers: [
          { id: 'notification_1', notificationTemplateId: 'n-1', kind: 'EMAIL' },
          { id: 'notification_2', notificationTemplateId: 'n-2', kind: 'TODO' },
        ],
      }),
    );
    expect(saves.last()).toMatchObject({ id: 'wf-1' });
  });

  it('starts a sub-workflow from a published template, marks the success target, and clears it again', async () => {
    // Prepare
    const saves = savesAccepted();
    const user = await renderWorkflowTab(templateLoaded, workflowsLoaded([workflowVersion()]), notificationTemplatesLoaded, subWorkflowTemplatesLoaded, saves.mock);
    await user.click(await screen.findByRole('button', { name: 'Edit state Submitted' }));

    // Act
    await user.click(screen.getByRole('combobox', { name: 'Sub-workflow template' }));
    const options = await screen.findAllByRole('option');
    await user.click(screen.getByRole('option', { name: 'Chemical inventory' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sub-workflow success target' }));

    // Assess
    expect(options.map((option) => option.textContent)).toEqual(['Chemical inventory', 'Hot work permit']);
    expect(screen.getByText('Starts “Chemical inventory”')).toBeInTheDocument();
    await waitFor(() =>
      expect(saves.last()?.flow?.nodes.find((node) => node.id === 'submitted')?.data).toMatchObject({
        subWorkflowConfig: { templateId: 't-sub', templateName: 'Chemical inventory', referenceId: 'g-sub', workflowMachineId: 'm-sub' },
        isInvokeSuccessTarget: true,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear sub-workflow' }));
    await waitFor(() => expect(saves.last()?.flow?.nodes.find((node) => node.id === 'submitted')?.data).toMatchObject({ subWorkflowConfig: null }));
    expect(screen.getByRole('combobox', { name: 'Sub-workflow template' })).toHaveValue('');
  });
});
