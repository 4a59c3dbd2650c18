import { formPath, templatePath } from '@/lib/paths';

/** What decides where a form's Close button goes. */
export interface CloseTargetInput {
  parentFormId: string | null | undefined;
  templateGroupId: string | null | undefined;
  documentsPageEnabled: boolean;
}

/**
 * Where Close goes, in the spec's order: the parent form when the form has both a parent and a template
 * group; else the template page; else /documents when the documents flag is on; else the parent; else home.
 */
export function closeTarget({ parentFormId, templateGroupId, documentsPageEnabled }: CloseTargetInput): string {
  if (parentFormId && templateGroupId) return formPath(parentFormId);
  if (templateGroupId) return templatePath(templateGroupId);
  if (documentsPageEnabled) return '/documents';
  if (parentFormId) return formPath(parentFormId);
  return '/';
}
