import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useRouteMatches } from '@/lib/routing/route-matches';
import { AppRoutes } from './app-routes';
import type { PreloadHandle } from './route-preloads';

function Broken(): never {
  throw new Error('the screen failed');
}

/** Lists the labels the matched routes declare, as a breadcrumb trail reads them. */
function Trail() {
  const labels = useRouteMatches().flatMap((match) => ((match.handle as { label?: string } | undefined)?.label ? [(match.handle as { label: string }).label] : []));
  return <p>Trail: {labels.join(' > ')}</p>;
}

function Frame() {
  return (
    <>
      <Link to="/broken">Broken</Link>
      <Link to="/items/7">Item 7</Link>
      <Outlet />
    </>
  );
}

const renderAt = (path: string, routes: RouteObject[]) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );

describe('the app routes', () => {
  it('shows the generic error page in place of a route that fails, and the next page once the user moves on', async () => {
    // Prepare
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes: RouteObject[] = [{ path: '/broken', element: <Broken /> }, { path: '/', element: <Frame />, children: [{ index: true, element: <p>Home page</p> }] }];
    renderAt('/broken', routes);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    // Act: the error page's own way home.
    await userEvent.click(screen.getByRole('link', { name: /home/i }));

    // Assess
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("starts a matched route's preload with its parameters once per navigation, and gives the trail each match's handle", async () => {
    // Prepare
    const preload = vi.fn();
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Frame />,
        handle: { label: 'Home' },
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'items/:itemId', element: <Trail />, handle: { label: 'Item', preload } satisfies PreloadHandle & { label: string } },
        ],
      },
    ];
    renderAt('/', routes);
    expect(preload).not.toHaveBeenCalled();

    // Act
    await userEvent.click(screen.getByRole('link', { name: 'Item 7' }));

    // Assess
    expect(await screen.findByText('Trail: Home > Item')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ itemId: '7' }));
  });
});
