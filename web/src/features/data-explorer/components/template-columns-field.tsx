import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ExplorerColumnView as DataExplorerColumn } from '../hooks/explorer-column';

/** Props of {@link TemplateColumnsField}. */
export interface TemplateColumnsFieldProps {
  name: string;
  columns: ReadonlyArray<Pick<DataExplorerColumn, 'key' | 'label'>>;
  /** The chosen column keys in order; null when the template is not exposed. */
  chosen: string[] | null;
  onChange(chosen: string[] | null): void;
  defaults: readonly string[];
}

/** One template of the program: whether the explorer exposes it, and which of its columns, in order. */
export function TemplateColumnsField({ name, columns, chosen, onChange, defaults }: TemplateColumnsFieldProps) {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const value = (chosen ?? []).flatMap((key) => byKey.get(key) ?? []);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={chosen !== null} onChange={(event) => onChange(event.target.checked ? defaults.filter((key) => byKey.has(key)) : null)} />}
        label={`Expose ${name}`}
        sx={{ overflowWrap: 'anywhere' }}
      />
      {chosen !== null ? (
        <Autocomplete
          multiple
          options={columns}
          value={value}
          getOptionLabel={(column) => column.label}
          isOptionEqualToValue={(option, selected) => option.key === selected.key}
          onChange={(_event, next) => onChange(next.map((column) => column.key))}
          disableCloseOnSelect
          renderInput={(params) => <TextField {...params} label={`Columns of ${name}`} helperText="In the order chosen: questions, business keys, status, dates and owner." />}
          sx={{ mt: 1 }}
        />
      ) : null}
    </Paper>
  );
}
