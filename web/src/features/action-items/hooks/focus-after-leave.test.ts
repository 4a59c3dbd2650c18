import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusAfterLeave, neighbourOf } from './focus-after-leave';

describe('neighbourOf', () => {
  it('is the next item, else the one before, else none', () => {
    expect(neighbourOf(['a', 'b', 'c'], 'b')).toBe('c');
    expect(neighbourOf(['a', 'b', 'c'], 'c')).toBe('b');
    expect(neighbourOf(['a'], 'a')).toBeUndefined();
    expect(neighbourOf(['a'], 'z')).toBeUndefined();
  });
});

describe('focusAfterLeave', () => {
  const button = (id: string) => {
    const element = document.createElement('button');
    element.setAttribute('data-reminder-action', id);
    document.body.append(element);
    return element;
  };

  it('waits until the item that left is gone before focusing its neighbour, so the re-rendered row keeps the focus', async () => {
    // Prepare
    document.body.innerHTML = '<h2 id="heading" tabindex="-1">Action Items</h2>';
    const left = button('a');
    const oldNeighbour = button('b');

    // Act: the list still shows the old rows; then it re-renders with new elements.
    focusAfterLeave('a', 'b', 'heading');
    const focusedBeforeRender = document.activeElement;
    left.remove();
    oldNeighbour.remove();
    const newNeighbour = button('b');
    await waitFor(() => expect(document.activeElement).toBe(newNeighbour));

    // Assess
    expect(focusedBeforeRender).toBe(document.body);
  });

  it('falls back to the heading when no neighbour is left', async () => {
    // Prepare
    document.body.innerHTML = '<h2 id="heading" tabindex="-1">Action Items</h2>';

    // Act
    focusAfterLeave('a', undefined, 'heading');

    // Assess
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('heading')));
  });
});
