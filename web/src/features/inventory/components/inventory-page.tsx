import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useAnnounce } from '@/components/announcer/announcer-context';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { useToast } from '@/components/toast/toast-context';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useInventory, useInventoryContainers } from '../api/use-inventory';
import type { ContainerRow } from '../hooks/container-text';
import { AddContainerDialog } from './add-container-dialog';
import { actionKey, type ContainerAction } from './container-actions';
import { AdjustDialog, DisposeDialog, MoveDialog } from './container-change-dialogs';
import { ContainersGrid } from './containers-grid';
import { HistoryPanel } from './history-panel';

type Open = { action: ContainerAction; row: ContainerRow } | { action: 'add' } | null;

/**
 * `/manage-inventory/{inventoryId}`: the inventory's containers, server-paged and searched by chemical name, with
 * Add container and each container's Move, Adjust, Dispose and History (docs/decisions.md, inv16).
 */
export function InventoryPage({ inventoryId }: { inventoryId: string }) {
  const inventory = useInventory(inventoryId);
  const paging = useCursorPageParams();
  const [search, setSearch] = useState('');
  const [disposed, setDisposed] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const announce = useAnnounce();
  const { showToast } = useToast();
  const term = search.trim() || null;
  const list = useInventoryContainers({ inventoryId, search: term, disposed, size: paging.size, cursor: paging.cursor });
  const page = (list.data ?? list.previousData)?.inventoryContainers;

  // Focus follows the change: back to the button that opened it once the list is read anew, else to the heading.
  useEffect(() => {
    if (!focusAfter || list.loading) return;
    const target = document.querySelector<HTMLElement>(`[data-container-action="${focusAfter}"]`);
    (target ?? heading.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, list.loading, list.data]);

  const found = inventory.data?.inventory;
  if (!found) return inventory.error ? <QueryErrorPage error={inventory.error} /> : <PageLoading />;

  const restart = () => {
    if (paging.page !== 1) paging.setSize(paging.size);
  };
  const done = (message: string) => {
    const closing = open;
    setOpen(null);
    showToast(message, { variant: 'success' });
    announce(message);
    setFocusAfter(closing && closing.action !== 'add' && closing.action !== 'dispose' ? actionKey(closing.row.id, closing.action) : 'heading');
  };

  return (
    <PageContainer>
      <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ mb: 0.5, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
        {found.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Chemical inventory · {found.containerCount} active {found.containerCount === 1 ? 'container' : 'containers'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Search chemicals"
          helperText="By the start of the name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            restart();
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <FormControlLabel
          control={<Switch checked={disposed} onChange={(event) => {
                setDisposed(event.target.checked);
                restart();
              }} />}
          label="Show disposed"
          sx={{ mt: { sm: 1 } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {found.canManage ? (
          <Button variant="contained" onClick={() => setOpen({ action: 'add' })} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 1 } }}>
            Add container
          </Button>
        ) : null}
      </Stack>
      {list.error && !page ? <Alert severity="error">The containers could not be loaded.</Alert> : null}
      <ContainersGrid
        label={disposed ? `Disposed containers of ${found.name}` : `Containers of ${found.name}`}
        page={page}
        paging={paging}
        loading={list.loading && !page}
        searching={Boolean(term)}
        disposed={disposed}
        canManage={found.canManage}
        onAction={(action, row) => setOpen({ action, row })}
      />
      {open?.action === 'add' ? <AddContainerDialog inventoryId={inventoryId} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open?.action === 'move' ? <MoveDialog container={open.row} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open?.action === 'adjust' ? <AdjustDialog container={open.row} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open?.action === 'dispose' ? <DisposeDialog container={open.row} onClose={() => setOpen(null)} onDone={done} /> : null}
      <HistoryPanel container={open?.action === 'history' ? open.row : null} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
