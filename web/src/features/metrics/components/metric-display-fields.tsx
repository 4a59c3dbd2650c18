import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MetricFilterOperator } from '@/gql/graphql';
import type { FilterDraft, MetricDraft } from '../hooks/metric-draft';
import type { DraftFieldsProps } from './metric-source-fields';

const operatorLabels: Record<MetricFilterOperator, string> = { EQUALS: 'is', NOT_EQUALS: 'is not', IN: 'is one of', NOT_IN: 'is none of' };

/** Up to 10 filters on a category's id or label; adding one moves focus to its value, removing one to Add filter. */
function FiltersField({ draft, onChange, problems, fieldId }: DraftFieldsProps) {
  const addId = fieldId('filters');
  const setFilter = (index: number, filter: FilterDraft) => onChange({ ...draft, filters: draft.filters.map((current, at) => (at === index ? filter : current)) });
  const add = () => {
    onChange({ ...draft, filters: [...draft.filters, { key: 'label', operator: 'EQUALS', value: '' }] });
    // After React renders the new row.
    requestAnimationFrame(() => document.getElementById(`${addId}-value-${draft.filters.length}`)?.focus());
  };
  const remove = (index: number) => {
    onChange({ ...draft, filters: draft.filters.filter((_, at) => at !== index) });
    document.getElementById(addId)?.focus();
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Filters
      </Typography>
      <Stack sx={{ gap: 1.5 }}>
        {draft.filters.map((filter, index) => (
          <Box key={index} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '9rem 9rem minmax(0, 1fr) auto' }, gap: 1, alignItems: 'start' }}>
            <TextField select size="small" label={`Filter ${index + 1} on`} value={filter.key} onChange={(event) => setFilter(index, { ...filter, key: event.target.value as FilterDraft['key'] })} sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}>
              <MenuItem value="label">Label</MenuItem>
              <MenuItem value="category">Category id</MenuItem>
            </TextField>
            <IconButton aria-label={`Remove filter ${index + 1}`} onClick={() => remove(index)} sx={{ gridColumn: { xs: '2 / 3', sm: '4 / 5' }, gridRow: { xs: '1', sm: '1' } }}>
              <DeleteOutlineIcon />
            </IconButton>
            <TextField select size="small" label="Operator" value={filter.operator} onChange={(event) => setFilter(index, { ...filter, operator: event.target.value as MetricFilterOperator })} sx={{ gridColumn: { xs: '1 / 3', sm: '2 / 3' }, gridRow: { sm: '1' } }}>
              {Object.entries(operatorLabels).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" id={`${addId}-value-${index}`} label="Value" value={filter.value} onChange={(event) => setFilter(index, { ...filter, value: event.target.value })} helperText={filter.operator === 'IN' || filter.operator === 'NOT_IN' ? 'Separate values with commas' : undefined} sx={{ gridColumn: { xs: '1 / 3', sm: '3 / 4' }, gridRow: { sm: '1' } }} />
          </Box>
        ))}
      </Stack>
      {problems.filters ? <FormHelperText error>{problems.filters}</FormHelperText> : null}
      <Button id={addId} startIcon={<AddIcon />} onClick={add} disabled={draft.filters.length >= 10} sx={{ mt: 1 }}>
        Add filter
      </Button>
    </Box>
  );
}

/** How a metric's numbers are shown: values, order, limit, filters and the chart's options. */
export function MetricDisplayFields(props: DraftFieldsProps) {
  const { draft, onChange, problems, fieldId } = props;
  const set = <K extends keyof MetricDraft>(key: K, value: MetricDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField select label="Values" value={draft.dataType} onChange={(event) => set('dataType', event.target.value as MetricDraft['dataType'])}>
          <MenuItem value="COUNT">Counts</MenuItem>
          <MenuItem value="PERCENTAGE">Percentages of the total</MenuItem>
        </TextField>
        <TextField select label="Order" value={draft.order} onChange={(event) => set('order', event.target.value as MetricDraft['order'])} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">Natural order</MenuItem>
          <MenuItem value="DESC">Largest first</MenuItem>
          <MenuItem value="ASC">Smallest first</MenuItem>
        </TextField>
        <TextField id={fieldId('limit')} label="Limit" inputMode="numeric" value={draft.limit} onChange={(event) => set('limit', event.target.value)} error={Boolean(problems.limit)} helperText={problems.limit ?? (draft.type === 'STARTED' ? 'Periods shown (12 when empty)' : 'Most categories shown (all when empty)')} />
        <TextField select label="Chart layout" value={draft.layout} onChange={(event) => set('layout', event.target.value as MetricDraft['layout'])}>
          <MenuItem value="VERTICAL">Vertical bars</MenuItem>
          <MenuItem value="HORIZONTAL">Horizontal bars</MenuItem>
        </TextField>
        <TextField id={fieldId('xAxisLabel')} label="X axis label" value={draft.xAxisLabel} onChange={(event) => set('xAxisLabel', event.target.value)} error={Boolean(problems.xAxisLabel)} helperText={problems.xAxisLabel} />
        <TextField id={fieldId('yAxisLabel')} label="Y axis label" value={draft.yAxisLabel} onChange={(event) => set('yAxisLabel', event.target.value)} error={Boolean(problems.yAxisLabel)} helperText={problems.yAxisLabel} />
      </Box>
      <FormControlLabel control={<Switch checked={draft.showPercentage} onChange={(event) => set('showPercentage', event.target.checked)} />} label="Show percentages" />
      <FiltersField {...props} />
    </Stack>
  );
}
