import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithoutSuspense } from './lazy-without-suspense';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const Placeholder = () => <p>Loading greeting</p>;

/** A chunk's import that answers when the test says so. */
function heldImport<Module>() {
  let settle: { resolve: (module: Module) => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(() => new Promise<Module>((resolve, reject) => (settle = { resolve, reject })));
  return { load, resolve: (module: Module) => settle?.resolve(module), reject: (error: Error) => settle?.reject(error) };
}

class CatchAll extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('lazyWithoutSuspense', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its placeholder as its own content while the chunk loads, never the Suspense fallback, then the component', async () => {
    // Arrange
    const chunk = heldImport<{ default: typeof Greeting }>();
    const LazyGreeting = lazyWithoutSuspense(chunk.load, Placeholder);
    render(
      <Suspense fallback={<p>Suspense fallback</p>}>
        <LazyGreeting name="Jordan" />
      </Suspense>,
    );
    expect(screen.getByText('Loading greeting')).toBeInTheDocument();
    expect(screen.queryByText('Suspense fallback')).not.toBeInTheDocument();

    // Act
    chunk.resolve({ default: Greeting });

    // Assess
    expect(await screen.findByText('Hello Jordan')).toBeInTheDocument();
    expect(screen.queryByText('Suspense fallback')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading greeting')).not.toBeInTheDocument();
  });

  it('loads the chunk once for every place it is used, and renders a loaded one at once', async () => {
    // Arrange
    const chunk = heldImport<{ default: typeof Greeting }>();
    const LazyGreeting = lazyWithoutSuspense(chunk.load, Placeholder);
    const first = render(<LazyGreeting name="Jordan" />);
    chunk.resolve({ default: Greeting });
    await screen.findByText('Hello Jordan');
    first.unmount();

    // Act
    render(<LazyGreeting name="Sam" />);

    // Assess
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('gives a chunk that fails to load to the nearest error boundary', async () => {
    // Arrange
    const chunk = heldImport<{ default: typeof Greeting }>();
    const LazyGreeting = lazyWithoutSuspense(chunk.load, Placeholder);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CatchAll>
        <LazyGreeting name="Jordan" />
      </CatchAll>,
    );

    // Act
    chunk.reject(new Error('Failed to fetch dynamically imported module'));

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
  });
});
