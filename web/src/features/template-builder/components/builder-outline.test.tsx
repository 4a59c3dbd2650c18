import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MoveElementsDocument } from '../api/move-elements.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { outlineRows, type BuilderElement, type BuilderPage } from '../hooks/builder-tree';
import { outlineRowHeight } from '../hooks/outline-drag';
import { useBuilderActions } from '../hooks/use-builder-actions';
import { BuilderOutline } from './builder-outline';

const question = (id: string, title: string): BuilderElement => ({
  __typename: 'TextQuestion',
  id,
  version: 1,
  title,
  prompt: null,
  info: null,
  required: false,
  disabled: false,
  input: 'short',
}) as unknown as BuilderElement;
const section = (id: string, name: string, children: BuilderElement[]): BuilderElement =>
  ({ __typename: 'Section', id, version: 1, name, description: null, children }) as unknown as BuilderElement;
const page = (id: string, name: string, children: BuilderElement[]): BuilderPage => ({ id, version: 1, name, children });

// Rows: First page, Room number, Safety checks, Exits clear, Second page, Notes.
const template = [
  page('page-1', 'First page', [question('q-room', 'Room number'), section('s-checks', 'Safety checks', [question('q-exits', 'Exits clear')])]),
  page('page-2', 'Second page', [question('q-notes', 'Notes')]),
];

/** The outline wired to the real builder actions, as the builder page wires it. */
function Outline({ pages }: { pages: BuilderPage[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const actions = useBuilderActions('t-1', async () => undefined);
  const rows = useMemo(() => outlineRows(pages), [pages]);
  return <BuilderOutline rows={rows} selectedId={selectedId} onSelect={setSelectedId} onMove={actions.move} onMoveTo={actions.moveTo} onRemove={() => undefined} busy={actions.busy} />;
}

function moveMock(expected: { elementId: string; parentId: string; afterId: string | null }) {
  const moved = vi.fn(() => ({ data: { moveElements: [{ __typename: 'ElementEdit', id: expected.elementId, version: 1, parentId: expected.parentId }] } }));
  const mock: MockLink.MockedResponse = {
    request: { query: MoveElementsDocument, variables: (variables) => JSON.stringify(variables.input.moves) === JSON.stringify([expected]) },
    result: moved,
  };
  return { moved, mock };
}

async function renderOutline(pages: BuilderPage[], ...mocks: MockLink.MockedResponse[]) {
  renderScreen(<Outline pages={pages} />, { pattern: '/outline', path: '/outline', session: await signedInSession(), mocks });
  await screen.findByRole('tree', { name: 'Outline' });
  return userEvent.setup();
}

const status = () => screen.getByRole('status', { name: 'Moving elements' });

describe('BuilderOutline', () => {
  beforeAll(() => {
    // jsdom has no layout: @dnd-kit's keyboard sensor scrolls the picked-up row into view.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('moves an element into a section by keyboard: Space picks it up, arrows choose the place, Space drops it', async () => {
    // Prepare
    const { moved, mock } = moveMock({ elementId: 'q-room', parentId: 's-checks', afterId: 'q-exits' });
    const user = await renderOutline(template, mock);
    await user.click(screen.getByRole('treeitem', { name: /Room number/ }));

    // Act
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Picked up Room number.');
    await user.keyboard('{ArrowDown}');
    expect(status()).toHaveTextContent('Room number would go first in Safety checks.');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    // Assess
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    expect(status()).toHaveTextContent('Moved Room number after Exits clear in Safety checks.');
  });

  it('skips places the server refuses and cancels with Escape without saving', async () => {
    // Prepare
    const { moved, mock } = moveMock({ elementId: 'page-2', parentId: 'ROOT', afterId: null });
    const user = await renderOutline(template, mock);
    await user.click(screen.getByRole('treeitem', { name: /Second page/ }));

    // Act: a page only goes among pages, so one step up is the top of the template.
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    expect(status()).toHaveTextContent('Second page would go first in the template.');
    await user.keyboard('{Escape}');

    // Assess
    expect(status()).toHaveTextContent('Cancelled. Second page stays where it was.');
    expect(moved).not.toHaveBeenCalled();
  });

  it('moves a page first with the keyboard', async () => {
    // Prepare
    const { moved, mock } = moveMock({ elementId: 'page-2', parentId: 'ROOT', afterId: null });
    const user = await renderOutline(template, mock);
    await user.click(screen.getByRole('treeitem', { name: /Second page/ }));

    // Act
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    // Assess
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
  });

  it('refuses a page dropped inside another page with the mouse, and does not call the server', async () => {
    // Prepare
    const { moved, mock } = moveMock({ elementId: 'page-2', parentId: 'page-1', afterId: null });
    const user = await renderOutline(template, mock);
    const second = screen.getByRole('treeitem', { name: /Second page/ });

    // Act: from the Second page row (the fifth) to just below the First page row.
    await user.pointer([
      { keys: '[MouseLeft>]', target: second, coords: { clientX: 20, clientY: 4 * outlineRowHeight + 10 } },
      { coords: { clientX: 20, clientY: 3 * outlineRowHeight } },
      { coords: { clientX: 20, clientY: outlineRowHeight } },
    ]);
    expect(screen.getByText('Cannot go here')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });

    // Assess
    expect(status()).toHaveTextContent('Second page cannot go there: A page goes at the top of a template');
    expect(moved).not.toHaveBeenCalled();
  });

  it('drops a question dragged with the mouse first on another page', async () => {
    // Prepare
    const { moved, mock } = moveMock({ elementId: 'q-notes', parentId: 'page-1', afterId: null });
    const user = await renderOutline(template, mock);
    const notes = screen.getByRole('treeitem', { name: /Notes/ });

    // Act
    await user.pointer([
      { keys: '[MouseLeft>]', target: notes, coords: { clientX: 40, clientY: 5 * outlineRowHeight + 10 } },
      { coords: { clientX: 40, clientY: 3 * outlineRowHeight } },
      { coords: { clientX: 40, clientY: outlineRowHeight } },
    ]);
    expect(screen.getByText('First in First page')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });

    // Assess
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
  });

  it('renders only the rows in view of a 1,000-question outline, and End focuses the last one', async () => {
    // Prepare
    const questions = Array.from({ length: 1000 }, (_, index) => question(`q-${index + 1}`, `Question ${index + 1}`));
    const user = await renderOutline([page('page-1', 'Big page', questions)]);
    const tree = screen.getByRole('tree', { name: 'Outline' });
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(100);
    await user.click(within(tree).getByRole('treeitem', { name: /Big page/ }));

    // Act
    await user.keyboard('{End}');

    // Assess
    const last = await within(tree).findByRole('treeitem', { name: /Question 1000/ });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-selected', 'true');
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(100);
  });

  it('collapses a section with the Left arrow and expands it with the Right arrow', async () => {
    // Prepare
    const user = await renderOutline(template);
    const checks = screen.getByRole('treeitem', { name: /Safety checks/ });
    await user.click(checks);

    // Act
    await user.keyboard('{ArrowLeft}');

    // Assess
    expect(checks).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /Exits clear/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(checks).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: /Exits clear/ })).toBeInTheDocument();
  });
});
