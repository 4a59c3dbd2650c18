import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import type { ScaleInput } from '@/gql/graphql';
import type { EditorGroup } from '../hooks/outcome-draft';
import { outcomePalette } from '../hooks/palette';
import { ColorSelect } from './color-select';

interface ScaleRow {
  level: string;
  color: string;
  lowerBound: string;
  upperBound: string;
}

const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** A group's scales (bands of calculated values with a level and colour), edited as a list and saved whole. */
export function ScalesEditor({ group, readOnly, onSave }: { group: EditorGroup; readOnly: boolean; onSave(scales: ScaleInput[]): Promise<boolean> }) {
  const initial = group.scales.map((scale) => ({ level: scale.level, color: scale.color, lowerBound: String(scale.lowerBound), upperBound: String(scale.upperBound) }));
  const [rows, setRows] = useState<ScaleRow[]>(initial);
  const changed = JSON.stringify(rows) !== JSON.stringify(initial);
  const problem = (row: ScaleRow) =>
    !row.level.trim() ? 'Enter a level' : !Number.isFinite(asNumber(row.lowerBound)) || !Number.isFinite(asNumber(row.upperBound)) ? 'Enter both bounds' : asNumber(row.lowerBound) > asNumber(row.upperBound) ? 'The lower bound is above the upper bound' : null;
  const set = (index: number, change: Partial<ScaleRow>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const save = () => onSave(rows.map((row) => ({ level: row.level.trim(), color: row.color, lowerBound: asNumber(row.lowerBound), upperBound: asNumber(row.upperBound) })));
  return (
    <Stack component="fieldset" sx={{ gap: 1, border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Scales
      </Typography>
      {rows.length === 0 ? <Typography color="text.secondary">No scales yet: calculated values show without a level.</Typography> : null}
      {rows.map((row, index) => {
        const rowProblem = problem(row);
        return (
          <Stack key={index} sx={{ flexDirection: 'row', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField size="small" label={`Scale ${index + 1} level`} value={row.level} disabled={readOnly} onChange={(event) => set(index, { level: event.target.value })} />
            <ColorSelect label={`Colour of scale ${index + 1}`} value={row.color} disabled={readOnly} onChange={(color) => set(index, { color })} />
            <TextField size="small" type="number" label="From" value={row.lowerBound} disabled={readOnly} sx={{ width: 100 }} onChange={(event) => set(index, { lowerBound: event.target.value })} />
            <TextField
              size="small"
              type="number"
              label="To"
              value={row.upperBound}
              disabled={readOnly}
              sx={{ width: 100 }}
              error={Boolean(rowProblem) && changed}
              helperText={changed ? rowProblem : null}
              onChange={(event) => set(index, { upperBound: event.target.value })}
            />
            {readOnly ? null : (
              <IconButton aria-label={`Remove scale ${index + 1}`} onClick={() => setRows(rows.filter((_, at) => at !== index))}>
                <DeleteOutline />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {readOnly ? null : (
        <Stack sx={{ flexDirection: 'row', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => setRows([...rows, { level: '', color: outcomePalette[rows.length % outcomePalette.length]!.color, lowerBound: '', upperBound: '' }])}>Add scale</Button>
          <Button variant="outlined" disabled={!changed || rows.some((row) => problem(row) !== null)} onClick={() => void save()}>
            Save scales
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
