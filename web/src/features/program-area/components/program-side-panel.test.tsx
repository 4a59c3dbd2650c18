import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgramSidePanel, programPanelStorageKey } from './program-side-panel';

/** A wide window: every min-width query matches, so the panel sits beside the screen. */
function wideWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

const renderPanel = (adminView: boolean) =>
  render(
    <ProgramSidePanel programName="Laboratory Safety" adminView={adminView} open={false} onOpenChange={vi.fn()}>
      <a href="/program/p1">Overview</a>
    </ProgramSidePanel>,
  );

describe('ProgramSidePanel beside the screen', () => {
  beforeEach(() => {
    window.localStorage.clear();
    wideWindow();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('collapses to its strip and opens again, the focus staying on the toggle and the choice remembered', async () => {
    // Prepare
    const first = renderPanel(false);
    const nav = screen.getByRole('navigation', { name: 'Program' });
    expect(screen.getByRole('link', { name: 'Overview' })).toBeVisible();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Collapse program menu' }));

    // Assess
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand program menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Expand program menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveTextContent('Laboratory Safety');
    expect(window.localStorage.getItem(programPanelStorageKey)).toBe('false');

    // A later visit starts collapsed, and the toggle opens it.
    first.unmount();
    renderPanel(false);
    await userEvent.click(screen.getByRole('button', { name: 'Expand program menu' }));
    expect(screen.getByRole('link', { name: 'Overview' })).toBeVisible();
    expect(window.localStorage.getItem(programPanelStorageKey)).toBe('true');
  });

  it('opens at 368 px for members and 450 px in the program admin view, and is 32 px collapsed', async () => {
    // Prepare
    const member = renderPanel(false);
    expect(getComputedStyle(screen.getByRole('navigation', { name: 'Program' })).width).toBe('368px');
    member.unmount();

    // Act
    renderPanel(true);
    const nav = screen.getByRole('navigation', { name: 'Program' });
    const openWidth = getComputedStyle(nav).width;
    await userEvent.click(screen.getByRole('button', { name: 'Collapse program menu' }));

    // Assess
    expect(openWidth).toBe('450px');
    expect(getComputedStyle(nav).width).toBe('32px');
  });
});
