import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { BuilderElement } from '../../hooks/builder-tree';
import { propertyHelp } from '../../hooks/property-help';
import { BlurTextField } from '../blur-text-field';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';

type Keyed = Extract<BuilderElement, { businessKeys: unknown }>;

interface BusinessKey {
  key: string;
  path: string;
  type: string;
  graphqlPath: string | null;
}

/** A question's business keys (key, path, type, GraphQL path); the whole list is saved with each change. */
export function BusinessKeysEditor({ node, readOnly, edits }: PanelProps<Keyed>) {
  const list: BusinessKey[] = node.businessKeys.map(({ key, path, type, graphqlPath }) => ({ key, path, type, graphqlPath: graphqlPath ?? null }));
  const save = (businessKeys: BusinessKey[]) => edits.save({ businessKeys });
  const change = (index: number, changes: Partial<BusinessKey>) => save(list.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)));
  return (
    <PanelGroup title="Business keys" help={propertyHelp.businessKeys}>
      {list.map((entry, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            <BlurTextField label={`Key ${index + 1}`} value={entry.key} disabled={readOnly} onCommit={(key) => change(index, { key })} />
            <BlurTextField label={`Path ${index + 1}`} value={entry.path} disabled={readOnly} onCommit={(path) => change(index, { path })} />
            <BlurTextField label={`Type ${index + 1}`} value={entry.type} disabled={readOnly} onCommit={(type) => change(index, { type })} />
            <BlurTextField label={`GraphQL path ${index + 1}`} value={entry.graphqlPath ?? ''} disabled={readOnly} onCommit={(graphqlPath) => change(index, { graphqlPath: graphqlPath.trim() || null })} />
          </Box>
          <IconButton aria-label={`Remove business key ${entry.key || index + 1}`} disabled={readOnly} onClick={() => save(list.filter((_entry, at) => at !== index))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} disabled={readOnly} onClick={() => save([...list, { key: `key${list.length + 1}`, path: '', type: 'string', graphqlPath: null }])} sx={{ alignSelf: 'flex-start' }}>
        Add business key
      </Button>
    </PanelGroup>
  );
}
