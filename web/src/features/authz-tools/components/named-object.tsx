import Box from '@mui/material/Box';
import { objectOfUser, type ObjectNames } from '../api/object-names';

/** The monospace look of ids. */
export const idStyle = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

/**
 * An id of a tuple (`user:u1`, `role:r1#member`, `program:p1`) under the name of what it names, when that has
 * one: a role reads "Studio Viewers" first, with its id below.
 */
export function NamedObject({ id, names }: { id: string; names: ObjectNames }) {
  const object = objectOfUser(id);
  const name = object ? names.get(object)?.name : null;
  if (!name) return <Box component="span" sx={idStyle}>{id}</Box>;
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
      </Box>
      <Box component="span" sx={{ ...idStyle, display: 'block', color: 'text.secondary' }}>
        {id}
      </Box>
    </>
  );
}
