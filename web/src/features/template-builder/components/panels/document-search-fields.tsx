import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { NodeOf } from '../../hooks/panel-choices';
import { BlurTextField } from '../blur-text-field';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';
import { propertyHelp } from '../../hooks/property-help';

interface DocSearchTemplate {
  groupId: string;
  programId: string | null;
  statuses: string[];
}

const statusList = (text: string) =>
  text
    .split(',')
    .map((status) => status.trim())
    .filter(Boolean);

/** A document search question: the template groups (with program and statuses) whose forms it finds. */
export function DocumentSearchFields({ node, readOnly, edits }: PanelProps<NodeOf<'DocumentSearchQuestion'>>) {
  const list: DocSearchTemplate[] = node.docSearchConfig.templates.map(({ groupId, programId, statuses }) => ({ groupId, programId, statuses: [...statuses] }));
  const [added, setAdded] = useState(0);
  const save = (templates: DocSearchTemplate[]) => edits.save({ docSearchConfig: { templates } });
  const change = (index: number, changes: Partial<DocSearchTemplate>) => save(list.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)));
  return (
    <PanelGroup title="Templates searched" help={propertyHelp.templatesSearched}>
      {list.map((entry, index) => (
        <Stack key={`${entry.groupId}-${index}`} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <BlurTextField label={`Template group id ${index + 1}`} required value={entry.groupId} disabled={readOnly} onCommit={(groupId) => groupId.trim() && change(index, { groupId: groupId.trim() })} />
            <BlurTextField label={`Program id ${index + 1}`} value={entry.programId ?? ''} disabled={readOnly} onCommit={(programId) => change(index, { programId: programId.trim() || null })} />
            <BlurTextField
              label={`Statuses ${index + 1}`}
              helperText="Comma separated; empty: any status"
              value={entry.statuses.join(', ')}
              disabled={readOnly}
              onCommit={(statuses) => change(index, { statuses: statusList(statuses) })}
            />
          </Stack>
          <IconButton aria-label={`Remove template ${entry.groupId}`} disabled={readOnly} onClick={() => save(list.filter((_entry, at) => at !== index))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <NewDocTemplate
        key={added}
        disabled={readOnly}
        onAdd={(entry) => {
          save([...list, entry]);
          setAdded((count) => count + 1);
        }}
      />
    </PanelGroup>
  );
}

function NewDocTemplate({ disabled, onAdd }: { disabled: boolean; onAdd: (entry: DocSearchTemplate) => void }) {
  const [groupId, setGroupId] = useState('');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField size="small" fullWidth label="New template group id" value={groupId} disabled={disabled} onChange={(event) => setGroupId(event.target.value)} />
      <Button startIcon={<AddIcon />} disabled={disabled || !groupId.trim()} onClick={() => onAdd({ groupId: groupId.trim(), programId: null, statuses: [] })} sx={{ flexShrink: 0 }}>
        Add template
      </Button>
    </Stack>
  );
}
