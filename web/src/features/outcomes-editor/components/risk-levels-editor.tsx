import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import type { RiskLevelInput } from '@/gql/graphql';
import type { EditorGroup } from '../hooks/outcome-draft';
import { outcomePalette } from '../hooks/palette';
import { ColorSelect } from './color-select';

/** A group's risk levels (level and colour), edited as a list and saved whole. */
export function RiskLevelsEditor({ group, readOnly, onSave }: { group: EditorGroup; readOnly: boolean; onSave(levels: RiskLevelInput[]): Promise<boolean> }) {
  const initial = group.riskLevels.map(({ id, level, color }) => ({ id, level, color }));
  const [levels, setLevels] = useState<RiskLevelInput[]>(initial);
  const changed = JSON.stringify(levels) !== JSON.stringify(initial);
  const invalid = levels.some((level) => !level.level.trim());
  const set = (index: number, change: Partial<RiskLevelInput>) => setLevels(levels.map((level, at) => (at === index ? { ...level, ...change } : level)));
  return (
    <Stack component="fieldset" sx={{ gap: 1, border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Risk levels
      </Typography>
      {levels.length === 0 ? <Typography color="text.secondary">No risk levels yet.</Typography> : null}
      {levels.map((level, index) => (
        <Stack key={level.id ?? `new-${index}`} sx={{ flexDirection: 'row', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField size="small" label={`Risk level ${index + 1}`} value={level.level} disabled={readOnly} onChange={(event) => set(index, { level: event.target.value })} />
          <ColorSelect label={`Colour of risk level ${index + 1}`} value={level.color} disabled={readOnly} onChange={(color) => set(index, { color })} />
          {readOnly ? null : (
            <IconButton aria-label={`Remove risk level ${index + 1}`} onClick={() => setLevels(levels.filter((_, at) => at !== index))}>
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      {readOnly ? null : (
        <Stack sx={{ flexDirection: 'row', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => setLevels([...levels, { level: '', color: outcomePalette[levels.length % outcomePalette.length]!.color }])}>Add risk level</Button>
          <Button variant="outlined" disabled={!changed || invalid} onClick={() => void onSave(levels)}>
            Save risk levels
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
