import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenShownContext, useScreenShown } from './screen-shown';

function Screen({ shown }: { shown: boolean }) {
  useScreenShown(shown);
  return <p>{shown ? 'The form' : 'Loading...'}</p>;
}

describe('useScreenShown', () => {
  it('tells the gate once the screen has shown its content and the browser has painted it, not while it loads', async () => {
    // Arrange
    const screenShown = vi.fn();
    const page = render(
      <ScreenShownContext.Provider value={screenShown}>
        <Screen shown={false} />
      </ScreenShownContext.Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screenShown).not.toHaveBeenCalled();

    // Act
    page.rerender(
      <ScreenShownContext.Provider value={screenShown}>
        <Screen shown />
      </ScreenShownContext.Provider>,
    );

    // Assess: not in the same task as the render (before the paint), then once.
    expect(screenShown).not.toHaveBeenCalled();
    await waitFor(() => expect(screenShown).toHaveBeenCalledTimes(1));
  });
});
