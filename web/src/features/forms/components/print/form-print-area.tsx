import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { ResponseFieldsFragment } from '@/gql/graphql';
import type { FormPageNode } from '../form-pages';
import { FormReport } from '../report/form-report';
import { PrintStyles } from './print-styles';
import { usePrinting } from './use-printing';

/**
 * The form's pages with a Print button above them. A form the caller may not change shows as a report (its
 * answers in words) on screen and on paper. An editable form shows its fields (`children`) on screen; on paper
 * the report takes their place, and the fields stay mounted, hidden, so nothing typed is lost.
 */
export function FormPrintArea({
  formId,
  pages,
  responses,
  readOnly,
  children,
}: {
  formId: string;
  pages: readonly FormPageNode[];
  responses: readonly ResponseFieldsFragment[];
  readOnly: boolean;
  children: ReactNode;
}) {
  const { printing, print } = usePrinting();
  return (
    <>
      <PrintStyles />
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="text" startIcon={<PrintIcon />} onClick={print}>
          Print
        </Button>
      </Box>
      {readOnly ? (
        <FormReport formId={formId} pages={pages} responses={responses} label="Answers" />
      ) : (
        <>
          <Box sx={{ '@media print': { display: 'none' } }}>{children}</Box>
          {printing ? (
            <Box sx={{ '@media screen': { display: 'none' } }}>
              <FormReport formId={formId} pages={pages} responses={responses} label="Printable form" />
            </Box>
          ) : null}
        </>
      )}
    </>
  );
}
