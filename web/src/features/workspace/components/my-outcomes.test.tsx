import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateTrainingProgressDocument } from '../api/update-training-progress.generated';
import { UserOutcomesDocument } from '../api/user-outcomes.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { MyOutcomes } from './my-outcomes';

const base = {
  __typename: 'UserOutcome',
  source: 'FORM',
  sourceId: 'f-1',
  sourceName: 'Hood check LAB-7',
  recordedAt: '2026-11-02T10:00:00.000Z',
  courseId: null,
  courseName: null,
  link: null,
  progress: null,
  status: null,
  completedAt: null,
};
const risk = { ...base, id: 'f-1~g-risk~-', groupName: 'Hood risk', outcomeType: 'RISK', values: [{ __typename: 'UserOutcomeValue', type: 'RISK', label: 'High', color: '#B71C1C' }] };
const training = {
  ...base,
  id: 'f-1~g-train~o-fume',
  groupName: 'Trainings',
  outcomeType: 'TRAINING',
  values: [{ __typename: 'UserOutcomeValue', type: 'TRAINING', label: 'FUME-101', color: null }],
  courseId: 'FUME-101',
  courseName: 'FUME-101',
  link: 'https://learn.example.edu/fume',
  progress: 40,
  status: 'PENDING',
};

const listed = (docs: unknown[]): MockLink.MockedResponse => ({
  request: { query: UserOutcomesDocument, variables: { page: 1, size: 100 } },
  result: { data: { userOutcomes: { __typename: 'UserOutcomePage', docs, meta: { __typename: 'PageMeta', page: 1, size: 100, total: docs.length } } } },
});

async function renderOutcomes(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<MyOutcomes />, { pattern: '/workspace', path: '/workspace', session: await signedInSession(), mocks });
  await screen.findByRole('heading', { name: 'My outcomes' });
  return userEvent.setup();
}

describe('MyOutcomes', () => {
  it('groups the outcomes by type, each with its value, source form and date', async () => {
    await renderOutcomes(listed([training, risk]));

    const riskSection = await screen.findByRole('region', { name: 'Risk levels' });
    expect(within(riskSection).getByText('Hood risk')).toBeInTheDocument();
    expect(within(riskSection).getByText('High')).toBeInTheDocument();
    expect(within(riskSection).getByRole('link', { name: 'Hood check LAB-7' })).toHaveAttribute('href', '/form/f-1');
    expect(within(riskSection).getByText(/Recorded Nov 2, 2026/)).toBeInTheDocument();
    const trainings = screen.getByRole('region', { name: 'Trainings' });
    expect(within(trainings).getByRole('link', { name: 'FUME-101' })).toHaveAttribute('href', 'https://learn.example.edu/fume');
    expect(within(trainings).getByRole('progressbar', { name: 'FUME-101' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(trainings).getByText('Pending')).toBeInTheDocument();
  });

  it('marks a training complete and shows its completion date', async () => {
    const sent = vi.fn((_variables: Record<string, unknown>) => true);
    const completed = { ...training, progress: 100, status: 'DONE', completedAt: '2026-11-03T09:00:00.000Z' };
    const user = await renderOutcomes(listed([training]), {
      request: { query: UpdateTrainingProgressDocument, variables: sent },
      result: { data: { updateTrainingProgress: completed } },
    });

    await user.click(await screen.findByRole('button', { name: 'Mark complete' }));

    expect(await screen.findByText('Completed Nov 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'FUME-101' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ input: { outcomeId: training.id, completed: true } });
  });

  it('says when there are no outcomes yet', async () => {
    await renderOutcomes(listed([]));

    expect(await screen.findByText(/No outcomes yet/)).toBeInTheDocument();
  });
});
