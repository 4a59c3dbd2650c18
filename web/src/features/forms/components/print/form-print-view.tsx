import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { ResponseFieldsFragment } from '@/gql/graphql';
import { useVisibleIds } from '../../hooks/answer-scope';
import type { FormPageNode } from '../form-pages';
import { PrintAnswers } from './print-answers';
import { PrintElements } from './print-elements';

/** Every visible page of a form, one after the other, read-only: what a printout or a PDF of the form shows. */
export function FormPrintView({ pages, responses }: { pages: readonly FormPageNode[]; responses: readonly ResponseFieldsFragment[] }) {
  const visible = useVisibleIds();
  const answers = useMemo(() => new PrintAnswers(responses), [responses]);
  const shown = pages.filter((page) => !visible || visible.has(page.id));
  return (
    <Box component="section" aria-label="Printable form" sx={{ '@media screen': { display: 'none' } }}>
      {shown.map((page, index) => (
        <Box key={page.id} component="section" sx={{ breakBefore: index > 0 ? 'page' : 'auto' }}>
          <Typography variant="h2" sx={{ mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            {page.name}
          </Typography>
          <PrintElements elements={page.children} level={3} context={{ answers, location: null, visible }} />
        </Box>
      ))}
    </Box>
  );
}
