import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatDateTime } from '@/lib/format-date';
import type { ObjectNames } from '../api/object-names';
import type { ReadTuple } from '../api/read-tuples';
import { conditionText } from './condition-text';
import { idStyle, NamedObject } from './named-object';

/** The tuples a Read found, on a phone: one card each, its fields one under another, nothing to scroll sideways. */
export function TupleCards({ tuples, names }: { tuples: ReadTuple[]; names: ObjectNames }) {
  return (
    <Box component="ul" aria-label="Tuples" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {tuples.map((tuple, index) => (
        <Paper component="li" variant="outlined" key={`${tuple.key.user} ${tuple.key.relation} ${tuple.key.object} ${index}`} sx={{ p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, minWidth: 0 } }}>
            <dt>User</dt>
            <dd>
              <NamedObject id={tuple.key.user} names={names} />
            </dd>
            <dt>Relation</dt>
            <Box component="dd" sx={idStyle}>
              {tuple.key.relation}
            </Box>
            <dt>Object</dt>
            <dd>
              <NamedObject id={tuple.key.object} names={names} />
            </dd>
            {tuple.key.condition ? (
              <>
                <dt>Condition</dt>
                <Box component="dd" sx={idStyle}>
                  {conditionText(tuple.key.condition)}
                </Box>
              </>
            ) : null}
            <dt>Written</dt>
            <dd>{formatDateTime(tuple.timestamp)}</dd>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
