import { render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { CursorDataGrid } from './cursor-data-grid';

type Row = { id: string; name: string; status: string };

const columns: Array<GridColDef<Row>> = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'status', headerName: 'Status', flex: 1 },
];
const paging: CursorPageParams = { page: 1, size: 25, cursor: null, setPage: vi.fn(), setSize: vi.fn(), rememberNext: vi.fn() };
const answer = { docs: [{ id: 'f1', name: 'Every Question Kind Demo', status: 'Draft' }], meta: { page: 1, total: 1, nextCursor: null } };

/** The browser's width as media queries see it: a phone (under 600 px) or not. */
function viewport({ phone }: { phone: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

const renderGrid = () =>
  render(
    <CursorDataGrid
      label="Forms"
      columns={columns}
      phoneCard={(row) => <span>{`Card: ${row.name} · ${row.status}`}</span>}
      answer={answer}
      paging={paging}
      loading={false}
      emptyText="None."
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('CursorDataGrid', () => {
  it('shows its columns on a wide screen', async () => {
    viewport({ phone: false });
    renderGrid();

    const grid = await screen.findByRole('grid', { name: 'Forms' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Status']);
    expect(within(grid).getByText('Every Question Kind Demo')).toBeInTheDocument();
  });

  it('shows each row as one card on a phone, under the first column’s header', async () => {
    viewport({ phone: true });
    renderGrid();

    const grid = await screen.findByRole('grid', { name: 'Forms' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name']);
    expect(within(grid).getByText('Card: Every Question Kind Demo · Draft')).toBeInTheDocument();
  });
});
