import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { nodeLabel, type Flow } from '../hooks/flow-edits';

/** A keyboard way to connect two steps: from, to and (optionally) the event that takes the transition. */
export function AddTransitionForm({ flow, onConnect }: { flow: Flow; onConnect: (source: string, target: string, event: string | null) => void }) {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [event, setEvent] = useState('');
  const has = (id: string) => flow.nodes.some((node) => node.id === id);
  const ready = has(source) && has(target) && source !== target;

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!ready) return;
    onConnect(source, target, event.trim() || null);
    setEvent('');
  }

  const choices = flow.nodes.map((node) => (
    <MenuItem key={node.id} value={node.id}>
      {nodeLabel(flow, node.id)}
    </MenuItem>
  ));
  return (
    <Box component="form" aria-label="Add a transition" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
      <TextField select size="small" label="From" value={has(source) ? source : ''} onChange={(e) => setSource(e.target.value)} sx={{ minWidth: 140, flex: '1 1 140px' }}>
        {choices}
      </TextField>
      <TextField select size="small" label="To" value={has(target) ? target : ''} onChange={(e) => setTarget(e.target.value)} sx={{ minWidth: 140, flex: '1 1 140px' }}>
        {choices}
      </TextField>
      <TextField size="small" label="Event" value={event} onChange={(e) => setEvent(e.target.value)} sx={{ minWidth: 140, flex: '1 1 140px' }} />
      <Button type="submit" variant="outlined" disabled={!ready}>
        Add transition
      </Button>
    </Box>
  );
}
