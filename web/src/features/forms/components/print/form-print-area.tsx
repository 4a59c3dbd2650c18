import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { ResponseFieldsFragment } from '@/gql/graphql';
import type { FormPageNode } from '../form-pages';
import { FormPrintView } from './form-print-view';
import { PrintStyles } from './print-styles';
import { usePrinting } from './use-printing';

/**
 * The form's printable view: a Print button above the pages on screen; on paper, every page one after the other
 * with its answers in words instead of the interactive fields (which stay mounted, hidden, so nothing is lost).
 */
export function FormPrintArea({ pages, responses, children }: { pages: readonly FormPageNode[]; responses: readonly ResponseFieldsFragment[]; children: ReactNode }) {
  const { printing, print } = usePrinting();
  return (
    <>
      <PrintStyles />
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="text" startIcon={<PrintIcon />} onClick={print}>
          Print
        </Button>
      </Box>
      <Box sx={{ '@media print': { display: 'none' } }}>{children}</Box>
      {printing ? <FormPrintView pages={pages} responses={responses} /> : null}
    </>
  );
}
