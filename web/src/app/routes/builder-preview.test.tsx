import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { question } from '@/features/forms/test/form-fixtures';
import type { BuilderPage } from '@/features/template-builder/hooks/builder-tree';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { BuilderPreview } from './builder-preview';

const hazards = question('OptionQuestion', 'q-hazard', 'Hazards present?', {
  isMultiSelect: false,
  isDropdown: false,
  options: [
    { __typename: 'Option', id: 'o-yes', label: 'Yes' },
    { __typename: 'Option', id: 'o-no', label: 'No' },
  ],
});
const details = question('TextQuestion', 'q-detail', 'Describe the hazard', {
  input: 'short',
  dependsOn: { __typename: 'DependsOn', logic: 'AND', conditions: [{ __typename: 'DependsOnCondition', questionId: 'q-hazard', optionId: 'o-yes' }] },
});
const pages = [
  { __typename: 'Page', id: 'p1', name: 'Site', permissions: [], children: [hazards, details] },
  { __typename: 'Page', id: 'p2', name: 'Review', permissions: [{ roleId: 'r-rev', canViewInStatuses: ['submitted'] }], children: [question('TextQuestion', 'q-verdict', 'Verdict', { input: 'short' })] },
] as unknown as BuilderPage[];

const admin = { status: 'draft', roleIds: [], allElements: true };

async function renderPreview(props: Partial<Parameters<typeof BuilderPreview>[0]> = {}) {
  renderScreen(<BuilderPreview pages={pages} pageId={null} selectedId={null} viewer={admin} {...props} />, { pattern: '/', path: '/', session: await signedInSession() });
  return userEvent.setup();
}

describe('BuilderPreview', () => {
  it('shows a question once the answer its condition names is chosen, without saving anything', async () => {
    // Prepare
    const user = await renderPreview();
    expect(screen.queryByRole('textbox', { name: 'Describe the hazard' })).not.toBeInTheDocument();

    // Act
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));

    // Assess
    expect(await screen.findByRole('textbox', { name: 'Describe the hazard' })).toBeInTheDocument();
  });

  it('opens the page of the selected element', async () => {
    await renderPreview({ pageId: 'p2', selectedId: 'q-verdict' });

    expect(await screen.findByRole('tab', { name: 'Review', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verdict' })).toBeInTheDocument();
  });

  it('shows only the pages the chosen role sees in the chosen status', async () => {
    await renderPreview({ viewer: { status: 'draft', roleIds: ['r-rev'], allElements: false } });

    expect(await screen.findByRole('heading', { name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Review' })).not.toBeInTheDocument();
    expect(within(document.body).queryByRole('textbox', { name: 'Verdict' })).not.toBeInTheDocument();
  });
});
