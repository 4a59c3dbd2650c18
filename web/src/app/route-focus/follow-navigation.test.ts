import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { followNavigation } from './follow-navigation';

function page(html: string) {
  document.body.innerHTML = `<nav><a href="/next">Next</a></nav><main id="main-content" tabindex="-1">${html}</main>`;
  return document.getElementById('main-content')!;
}

describe('followNavigation', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.title = '';
  });

  it("moves the focus to the new page's heading and announces the title the page set", async () => {
    // Prepare
    const main = page('<h1>Action Items</h1>');
    document.querySelector<HTMLAnchorElement>('nav a')!.focus();
    document.title = 'Action Items - Campus Forms';
    const announce = vi.fn();

    // Act
    followNavigation({ main, titleBefore: 'Home - Campus Forms', productName: 'Campus Forms', announce });

    // Assess
    expect(document.activeElement).toBe(main.querySelector('h1'));
    expect(main.querySelector('h1')).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Action Items'));
    expect(document.title).toBe('Action Items - Campus Forms');
  });

  it('holds the focus on main while the page loads, then gives it to the heading when it shows', async () => {
    // Prepare
    const main = page('<p role="status">Loading...</p>');
    document.title = 'Home - Campus Forms';
    const announce = vi.fn();

    // Act
    followNavigation({ main, titleBefore: 'Home - Campus Forms', productName: 'Campus Forms', announce });
    const focusWhileLoading = document.activeElement;
    main.innerHTML = '<h1>Lab inspection</h1>';

    // Assess
    expect(focusWhileLoading).toBe(main);
    await waitFor(() => expect(document.activeElement).toBe(main.querySelector('h1')));
    // The page named itself nowhere: its heading names the tab.
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Lab inspection'));
    expect(document.title).toBe('Lab inspection - Campus Forms');
  });

  it('leaves the focus on a control of the page that survived the navigation (a tab), and still announces', async () => {
    // Prepare
    const main = page('<a href="/t/1/comments" id="tab">Comments</a><h1>Template</h1>');
    document.getElementById('tab')!.focus();
    document.title = 'Template - Campus Forms';
    const announce = vi.fn();

    // Act
    followNavigation({ main, titleBefore: 'Template - Campus Forms', productName: 'Campus Forms', announce });

    // Assess
    expect(document.activeElement).toBe(document.getElementById('tab'));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Template'));
  });

  it("gives the page's own h1 the focus, not its layout's", () => {
    // Prepare
    const main = page('<h1>Chemistry program</h1><section><h1>Lab inspection</h1></section>');

    // Act
    followNavigation({ main, titleBefore: '', productName: 'Campus Forms', announce: () => {} });

    // Assess
    expect(document.activeElement).toHaveTextContent('Lab inspection');
  });
});
