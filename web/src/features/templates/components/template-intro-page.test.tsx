import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StartFormDocument } from '../api/start-form.generated';
import { TemplateDocumentsDocument } from '../api/template-documents.generated';
import { TemplateIntroDocument } from '../api/template-intro.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { TemplateIntroPage } from './template-intro-page';

const template = {
  __typename: 'Template',
  id: 'template-v3',
  groupId: 'g1',
  name: 'Incident Report',
  description: 'Report a workplace incident.',
};

const baseMocks = [
  { request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 5 },
  { request: { query: TemplateIntroDocument, variables: { groupId: 'g1' } }, result: { data: { latestPublishedTemplateByGroup: template } } },
  {
    request: { query: TemplateDocumentsDocument, variables: { groupId: 'g1', page: 1, size: 25, cursor: null } },
    result: {
      data: {
        documentsByTemplateGroup: { __typename: 'FormPage', docs: [], meta: { __typename: 'PageMeta', page: 1, size: 25, total: 0, nextCursor: null }, partialTotal: false },
      },
    },
    maxUsageCount: 2,
  },
];

describe('TemplateIntroPage', () => {
  it('shows the template with Cancel, Start Form and an empty forms table', async () => {
    // Act
    renderScreen(<TemplateIntroPage templateGroupId="g1" />, {
      pattern: '/template/:templateGroupId',
      path: '/template/g1',
      session: await signedInSession(),
      mocks: baseMocks,
    });

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Report' })).toBeInTheDocument();
    expect(screen.getByText('Report a workplace incident.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('There are no forms.')).toBeInTheDocument();
  });

  it('toasts "Failed to start form." when starting returns no form, and stays', async () => {
    // Prepare
    const startReturnsNothing = {
      request: { query: StartFormDocument, variables: { input: { templateId: 'template-v3' } } },
      result: { data: { startForm: null } },
    };
    const { router } = renderScreen(<TemplateIntroPage templateGroupId="g1" />, {
      pattern: '/template/:templateGroupId',
      path: '/template/g1',
      session: await signedInSession(),
      mocks: [...baseMocks, startReturnsNothing],
    });
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Start Form' }));

    // Assess
    expect(await screen.findByText('Failed to start form.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/g1');
  });

  it('opens the new form after starting it from the latest published version', async () => {
    // Prepare
    const started = {
      request: { query: StartFormDocument, variables: { input: { templateId: 'template-v3' } } },
      result: { data: { startForm: { __typename: 'Form', id: 'form-9' } } },
    };
    const { router } = renderScreen(<TemplateIntroPage templateGroupId="g1" />, {
      pattern: '/template/:templateGroupId',
      path: '/template/g1',
      session: await signedInSession(),
      mocks: [...baseMocks, started],
    });
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Start Form' }));

    // Assess
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/form/form-9');
  });
});
