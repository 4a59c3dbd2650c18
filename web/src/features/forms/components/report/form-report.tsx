import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import type { ResponseFieldsFragment } from '@/gql/graphql';
import { useVisibleIds } from '../../hooks/answer-scope';
import { useOptionalFormAnswers } from '../../hooks/form-answers';
import type { FormPageNode } from '../form-pages';
import { PrintAnswers, type PrintLocation } from '../print/print-answers';
import type { ReportContext } from './report-context';
import { ReportElements } from './report-elements';

/**
 * A form as a report: every visible page one after the other (each starts a new sheet on paper), with section
 * headings and each question's answer in words. It is the read view of a form the caller may not change, and
 * what a printout of any form shows.
 */
export function FormReport({ formId, pages, responses, label }: { formId: string; pages: readonly FormPageNode[]; responses: readonly ResponseFieldsFragment[]; label: string }) {
  const visible = useVisibleIds();
  const store = useOptionalFormAnswers()?.store;
  const answers = useMemo(() => new PrintAnswers(responses), [responses]);
  // `visible` is read so the report follows the answers; rows ask the store for their own.
  const visibleAt = useCallback((location: PrintLocation) => (location ? (store?.visibleAt(location) ?? null) : visible), [store, visible]);
  const context: ReportContext = { formId, answers, location: null, visibleAt };
  const shown = pages.filter((page) => !visible || visible.has(page.id));
  return (
    <Box component="section" aria-label={label}>
      {shown.map((page, index) => (
        <Box key={page.id} component="section" sx={{ mt: index > 0 ? 5 : 0, '@media print': { mt: 0, breakBefore: index > 0 ? 'page' : 'auto' } }}>
          <Typography variant="h2" sx={{ mb: 1, pb: 0.5, borderBottom: 2, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            {page.name}
          </Typography>
          <ReportElements elements={page.children} level={3} context={context} />
        </Box>
      ))}
    </Box>
  );
}
