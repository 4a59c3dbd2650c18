import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function SaveButtons() {
  const { showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('Saved.', { variant: 'success' })}>
        Save
      </button>
      <button
        type="button"
        onClick={() => {
          showToast('First failure.', { variant: 'error' });
          showToast('Second failure.', { variant: 'error' });
        }}
      >
        Fail twice
      </button>
    </>
  );
}

function renderWithToasts() {
  return render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SaveButtons />
        </ToastProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

describe('ToastProvider', () => {
  it('shows the first toast once notistack has arrived, and the later ones too', async () => {
    // Prepare
    const user = userEvent.setup();
    renderWithToasts();

    // Act
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    await user.click(screen.getByRole('button', { name: 'Fail twice' }));

    // Assess
    expect(await screen.findByText('First failure.')).toBeVisible();
    expect(await screen.findByText('Second failure.')).toBeVisible();
    expect(screen.getAllByText('Saved.')).toHaveLength(1);
  });

  it('shows toasts asked for together before notistack arrives, each once', async () => {
    // Prepare
    const user = userEvent.setup();
    renderWithToasts();

    // Act
    await user.click(screen.getByRole('button', { name: 'Fail twice' }));

    // Assess
    expect(await screen.findByText('Second failure.')).toBeVisible();
    expect(screen.getAllByText('First failure.')).toHaveLength(1);
    expect(screen.getAllByText('Second failure.')).toHaveLength(1);
  });

  it('refuses to be used without a provider, so a missing toast is not silent', () => {
    // Act and Assess
    expect(() => render(<SaveButtons />)).toThrow('useToast needs a ToastProvider above it');
  });
});
