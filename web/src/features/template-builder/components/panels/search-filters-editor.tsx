import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { newEntryId } from '../../hooks/new-entry-id';
import { BlurTextField } from '../blur-text-field';
import { PanelGroup } from './panel-group';
import { propertyHelp } from '../../hooks/property-help';

interface SearchFilter {
  id: string;
  field: string;
  operator: string;
  value: string;
}

/** A library search's fixed filters (field, operator, value); the whole list is saved with each change. */
export function SearchFiltersEditor({ filters, disabled, onSave }: { filters: readonly SearchFilter[]; disabled: boolean; onSave: (filters: SearchFilter[]) => void }) {
  const list = filters.map(({ id, field, operator, value }) => ({ id, field, operator, value }));
  const change = (id: string, changes: Partial<SearchFilter>) => onSave(list.map((filter) => (filter.id === id ? { ...filter, ...changes } : filter)));
  return (
    <PanelGroup title="Search filters" help={propertyHelp.searchFilters}>
      {list.map((filter, index) => (
        <Stack key={filter.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            <BlurTextField label={`Field ${index + 1}`} value={filter.field} disabled={disabled} onCommit={(field) => change(filter.id, { field })} />
            <BlurTextField label={`Operator ${index + 1}`} value={filter.operator} disabled={disabled} onCommit={(operator) => change(filter.id, { operator })} />
            <BlurTextField label={`Value ${index + 1}`} value={filter.value} disabled={disabled} onCommit={(value) => change(filter.id, { value })} />
          </Box>
          <IconButton aria-label={`Remove search filter ${index + 1}`} disabled={disabled} onClick={() => onSave(list.filter((item) => item.id !== filter.id))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} disabled={disabled} onClick={() => onSave([...list, { id: newEntryId('filter'), field: '', operator: 'equals', value: '' }])} sx={{ alignSelf: 'flex-start' }}>
        Add search filter
      </Button>
    </PanelGroup>
  );
}
