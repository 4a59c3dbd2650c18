import { useMutation } from '@apollo/client/react';
import { WidgetStartFormDocument } from './widget-start-form.generated';

/** Starts a form of a template version. */
export function useWidgetStartForm() {
  return useMutation(WidgetStartFormDocument);
}
