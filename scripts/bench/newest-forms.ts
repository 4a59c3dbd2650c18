import type { FormRecord } from '../../functions/data/entities';
import { pageFormsOfTemplateGroup } from '../../functions/data/forms-repository';

/** The most forms the metrics read: enough for trends, few enough for one request (about 1 MB a page). */
export const maxMetricsForms = 2_000;

/**
 * The newest forms of a template group, page by page through its forms index, up to `max`; `sampled` when the
 * group has more (a page cut short, or a cursor left over).
 */
export async function newestForms(groupId: string, max = maxMetricsForms): Promise<{ forms: FormRecord[]; sampled: boolean }> {
  const forms: FormRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageFormsOfTemplateGroup(groupId, { limit: max + 1 - forms.length, ...(cursor ? { cursor } : {}) });
    forms.push(...page.items);
    cursor = page.cursor;
  } while (cursor && forms.length <= max);
  return { forms: forms.slice(0, max), sampled: forms.length > max };
}
