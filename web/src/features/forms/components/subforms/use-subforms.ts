import { useMutation, useQuery } from '@apollo/client/react';
import type { FormChildFormsQuery } from '@/gql/graphql';
import { FormChildFormsDocument, StartSubformDocument } from './subforms.generated';

export type ChildFormItem = NonNullable<FormChildFormsQuery['form']>['childForms'][number];

/** The child forms of one subform element of a form (one query per form, shared by its subform elements). */
export function useChildForms(formId: string, subformElementId: string) {
  const { data, loading, error } = useQuery(FormChildFormsDocument, { variables: { id: formId } });
  const children = (data?.form?.childForms ?? []).filter((child) => child.subformElementId === subformElementId);
  return { children, loading: loading && !data, error };
}

/** Starts a child form of a subform element; the parent's list of children is fetched again. */
export function useStartSubform(parentFormId: string) {
  return useMutation(StartSubformDocument, {
    refetchQueries: [{ query: FormChildFormsDocument, variables: { id: parentFormId } }],
  });
}
