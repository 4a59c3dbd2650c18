import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WorkflowJobCronDocument } from '../api/smart-cron-expression.generated';
import { mockReactFlow } from '../test/mock-react-flow';
import { renderWorkflowTab } from '../test/render-tab';
import { notificationTemplatesLoaded, savesAccepted, subWorkflowTemplatesLoaded, templateLoaded, workflowsLoaded, workflowVersion } from '../test/tab-fixtures';

beforeAll(() => mockReactFlow());

/** The API's answer for each expression typed: "61 9 * * 1" is refused, "0 9 * * 1" described. */
const cronChecked: MockLink.MockedResponse = {
  request: { query: WorkflowJobCronDocument, variables: () => true },
  maxUsageCount: 100,
  result: (variables: Record<string, unknown>) => {
    const cronExpression = String(variables.cronExpression);
    const valid = cronExpression === '0 9 * * 1';
    const description = valid ? 'At 09:00, only on Monday' : 'Not a valid cron expression: minute out of range';
    return { data: { smartCronExpression: { __typename: 'SmartCronExpression', cronExpression, description, isValid: valid } } };
  },
};

describe('Scheduled jobs in the workflow tab', { timeout: 30_000 }, () => {
  it('refuses a job with an invalid cron expression and saves one with a valid expression, described', async () => {
    // Prepare
    const saves = savesAccepted();
    const user = await renderWorkflowTab(templateLoaded, workflowsLoaded([workflowVersion()]), notificationTemplatesLoaded, subWorkflowTemplatesLoaded, cronChecked, saves.mock);
    await user.click(await screen.findByRole('button', { name: /Scheduled jobs \(0\)/ }));
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    const dialog = screen.getByRole('dialog', { name: 'Add scheduled job' });

    // Act
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weekly reminder');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cron expression' }), '61 9 * * 1');
    await user.type(within(dialog).getByRole('combobox', { name: 'Event' }), 'remind');
    await user.click(within(dialog).getByRole('combobox', { name: 'Workflow state' }));
    await user.click(screen.getByRole('option', { name: 'Submitted (submitted)' }));

    // Assess
    expect(await within(dialog).findByText('Not a valid cron expression: minute out of range')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Cron expression' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Add job' })).toBeDisabled();

    // Act
    const cron = within(dialog).getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '0 9 * * 1');

    // Assess
    expect(await within(dialog).findByText('At 09:00, only on Monday')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add job' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const jobs = screen.getByRole('list', { name: 'Scheduled jobs' });
    expect(within(jobs).getByText('Weekly reminder')).toBeInTheDocument();
    await waitFor(() =>
      expect(saves.last()).toMatchObject({
        id: 'wf-1',
        jobs: [{ id: 'job_1', name: 'Weekly reminder', description: null, cronExpression: '0 9 * * 1', event: 'remind', workflowStateId: 'submitted' }],
      }),
    );
    expect(saves.calls.every((call) => call.jobs?.every((job) => (job as { cronExpression: string }).cronExpression === '0 9 * * 1') ?? true)).toBe(true);
  });
});
