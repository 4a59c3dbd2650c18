import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ContainerRow } from '../hooks/container-text';

/** What can be done to a container from its row. */
export type ContainerAction = 'move' | 'adjust' | 'dispose' | 'history';

const words: Record<ContainerAction, string> = { move: 'Move', adjust: 'Adjust', dispose: 'Dispose', history: 'History' };

/** The attribute that finds an action's button again once the list has been read anew (focus goes back to it). */
export const actionKey = (containerId: string, action: ContainerAction) => `${containerId}:${action}`;

/**
 * A row's buttons: Move, Adjust and Dispose for those who manage an active container, History for everyone.
 * Each button's name says which container (the visible word first, so voice control finds it).
 */
export function ContainerActions({ row, canManage, onAction }: { row: ContainerRow; canManage: boolean; onAction(action: ContainerAction, row: ContainerRow): void }) {
  const actions: ContainerAction[] = canManage && row.status === 'ACTIVE' ? ['move', 'adjust', 'dispose', 'history'] : ['history'];
  const which = row.barcode ? `${row.chemical.name}, ${row.barcode}` : row.chemical.name;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 0.5 }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          color={action === 'dispose' ? 'error' : 'primary'}
          aria-label={`${words[action]} ${which}`}
          data-container-action={actionKey(row.id, action)}
          onClick={() => onAction(action, row)}
        >
          {words[action]}
        </Button>
      ))}
    </Stack>
  );
}
