import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ProgramSortInput } from '@/gql/graphql';

/** The program list's orders, as the Sort by menu names them. */
export const programSortChoices: Array<{ key: string; label: string; sort: ProgramSortInput }> = [
  { key: 'name-asc', label: 'Name (A to Z)', sort: { field: 'NAME', direction: 'asc' } },
  { key: 'name-desc', label: 'Name (Z to A)', sort: { field: 'NAME', direction: 'desc' } },
  { key: 'domain-asc', label: 'Domain (A to Z)', sort: { field: 'DOMAIN', direction: 'asc' } },
  { key: 'domain-desc', label: 'Domain (Z to A)', sort: { field: 'DOMAIN', direction: 'desc' } },
  { key: 'created-desc', label: 'Newest first', sort: { field: 'CREATED', direction: 'desc' } },
  { key: 'created-asc', label: 'Oldest first', sort: { field: 'CREATED', direction: 'asc' } },
];

/** The Domain filter's "every domain" choice. */
export const allDomains = '';

const fieldWidth = { width: { xs: '100%', sm: 220 } };

/**
 * The program list's Domain filter and Sort by menu: each change asks again from the first page (the page owns
 * that). Only renders and delegates.
 */
export function ProgramListControls({
  domains,
  domainId,
  sortKey,
  onDomainChange,
  onSortChange,
}: {
  domains: ReadonlyArray<{ id: string; name: string }>;
  domainId: string;
  sortKey: string;
  onDomainChange(domainId: string): void;
  onSortChange(sortKey: string): void;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Domain"
        value={domainId}
        onChange={(event) => onDomainChange(event.target.value)}
        // "All domains" is the empty value: show it, with the label above it, rather than an empty box.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={fieldWidth}
      >
        <MenuItem value={allDomains}>All domains</MenuItem>
        {domains.map((domain) => (
          <MenuItem key={domain.id} value={domain.id}>
            {domain.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Sort by" value={sortKey} onChange={(event) => onSortChange(event.target.value)} sx={fieldWidth}>
        {programSortChoices.map((choice) => (
          <MenuItem key={choice.key} value={choice.key}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
