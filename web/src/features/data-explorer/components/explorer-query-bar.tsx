import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DataExplorerFilterInput } from '@/gql/graphql';
import type { ExplorerColumnView } from '../hooks/explorer-column';
import { filterText, operatorsOf, type ExplorerQuery } from '../hooks/explorer-query';

type Column = ExplorerColumnView;

/** Props of {@link ExplorerQueryBar}. */
export interface ExplorerQueryBarProps {
  columns: readonly Column[];
  query: ExplorerQuery;
  onChange(query: ExplorerQuery): void;
}

const field = { minWidth: { xs: '100%', sm: 180 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } };

/** Filters (added one at a time, shown as chips, combined with AND) and the order of the rows. */
export function ExplorerQueryBar({ columns, query, onChange }: ExplorerQueryBarProps) {
  const [column, setColumn] = useState(columns[0]?.key ?? '');
  const kind = columns.find((candidate) => candidate.key === column)?.kind ?? 'text';
  const [operator, setOperator] = useState<DataExplorerFilterInput['operator']>('CONTAINS');
  const [value, setValue] = useState('');
  const operators = operatorsOf(kind);
  const shownOperator = operators.some((candidate) => candidate.value === operator) ? operator : (operators[0]?.value ?? 'CONTAINS');
  const needsValue = shownOperator !== 'IS_EMPTY' && shownOperator !== 'IS_NOT_EMPTY';
  // Created order is always offered: the forms index serves it, shown or not.
  const sortColumns = columns.some((candidate) => candidate.key === 'createdDate') ? columns : [{ key: 'createdDate', label: 'Created', kind: 'date' }, ...columns];

  function addFilter() {
    onChange({ ...query, filters: [...query.filters, { column, operator: shownOperator, ...(needsValue ? { value: value.trim() } : {}) }] });
    setValue('');
  }

  return (
    <Box component="section" aria-label="Filters and order" sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField select size="small" label="Filter column" value={column} onChange={(event) => setColumn(event.target.value)} sx={field}>
          {columns.map((candidate) => (
            <MenuItem key={candidate.key} value={candidate.key}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Condition" value={shownOperator} onChange={(event) => setOperator(event.target.value as DataExplorerFilterInput['operator'])} sx={field}>
          {operators.map((candidate) => (
            <MenuItem key={candidate.value} value={candidate.value}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        {needsValue ? (
          <TextField
            size="small"
            label="Value"
            type={kind === 'date' ? 'date' : 'text'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ inputLabel: { shrink: kind === 'date' ? true : undefined } }}
            sx={field}
          />
        ) : null}
        <Button variant="outlined" onClick={addFilter} disabled={needsValue && !value.trim()}>
          Add filter
        </Button>
      </Box>
      {query.filters.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Filters in use" role="list">
          {query.filters.map((filter, index) => (
            <Chip
              role="listitem"
              key={`${filter.column}-${index}`}
              label={filterText(filter, columns)}
              onDelete={() => onChange({ ...query, filters: query.filters.filter((_, at) => at !== index) })}
              sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <TextField select size="small" label="Sort by" value={query.sort.column} onChange={(event) => onChange({ ...query, sort: { ...query.sort, column: event.target.value } })} sx={field}>
          {sortColumns.map((candidate) => (
            <MenuItem key={candidate.key} value={candidate.key}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Direction"
          value={query.sort.direction}
          onChange={(event) => onChange({ ...query, sort: { ...query.sort, direction: event.target.value as ExplorerQuery['sort']['direction'] } })}
          sx={field}
        >
          <MenuItem value="ASC">Ascending</MenuItem>
          <MenuItem value="DESC">Descending</MenuItem>
        </TextField>
      </Box>
    </Box>
  );
}
