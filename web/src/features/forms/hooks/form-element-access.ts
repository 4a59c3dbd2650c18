import { useMemo } from 'react';
import { elementAccess, type ElementAccess } from '@schema/forms/element-access';
import type { IndexableTemplate } from '@schema/template/template-index';

/** A form as the page and section permissions read it: its status, template and the caller's roles on it. */
export interface FormWithElementRoles {
  status: string;
  template: IndexableTemplate;
  elementRoles?: { roleIds: readonly string[]; allElements: boolean } | null;
}

/**
 * What the caller may see and change of a form's pages and sections: the rule the server applies, with the roles
 * the server says the caller holds (none when it did not say). Undefined until the form has loaded.
 */
export function useFormElementAccess(form: FormWithElementRoles | null | undefined): ElementAccess | undefined {
  const status = form?.status;
  const template = form?.template;
  // By content: the form query rebuilds the roles object after each save, and a new access would re-render
  // every question of the form.
  const roleIds = JSON.stringify(form?.elementRoles?.roleIds ?? []);
  const allElements = form?.elementRoles?.allElements ?? false;
  return useMemo(() => {
    if (!template || status === undefined) return undefined;
    return elementAccess(template, { status, roleIds: JSON.parse(roleIds) as string[], allElements });
  }, [template, status, roleIds, allElements]);
}
