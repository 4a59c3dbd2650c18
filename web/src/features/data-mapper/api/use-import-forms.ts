import { useMutation } from '@apollo/client/react';
import { ImportFormsDocument } from './import-forms.generated';

/** Sends a batch of rows to importForms (a dry run for the preview). */
export const useImportFormsMutation = () => useMutation(ImportFormsDocument);
