import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { NodeKind } from '../hooks/flow-edits';

const additions: ReadonlyArray<{ kind: NodeKind; label: string }> = [
  { kind: 'state', label: 'Add state' },
  { kind: 'guard', label: 'Add guard' },
  { kind: 'alwaysGuard', label: 'Add always-guard' },
  { kind: 'elseGuard', label: 'Add else-guard' },
];

/** The editor's toolbar: add each kind of node, delete the selection, fit the diagram to the view. */
export function WorkflowToolbar({ readOnly, canDelete, onAdd, onDelete, onFitView }: { readOnly: boolean; canDelete: boolean; onAdd: (kind: NodeKind) => void; onDelete: () => void; onFitView: () => void }) {
  return (
    <Box role="toolbar" aria-label="Workflow editor" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {!readOnly &&
        additions.map((addition) => (
          <Button key={addition.kind} size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => onAdd(addition.kind)}>
            {addition.label}
          </Button>
        ))}
      {!readOnly && (
        <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={!canDelete} onClick={onDelete}>
          Delete selected
        </Button>
      )}
      <Button size="small" startIcon={<FitScreenIcon />} onClick={onFitView}>
        Fit view
      </Button>
    </Box>
  );
}
