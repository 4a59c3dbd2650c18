import { inspectionPageSizes, inspectionsArgsSchema } from '../../../schema/src/inputs/relationships';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { ownedFormsRange } from '../../data/owner-ranges';
import { ownedFormsPage } from '../../documents/owned-forms';
import { viewableEach } from '../../forms/form-access';
import type { InspectionPage } from '../../generated/graphql';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';

/**
 * inspections: one page of the forms the caller conducts (owns), newest first: one Query of their own owner
 * range from the cursor, and one BatchCheck saying which of them they may open in its status now. A form they
 * may not open shows only that it exists, with its date.
 */
export async function inspections(caller: Caller, args: unknown): Promise<InspectionPage> {
  const { size, cursor } = parseInput(inspectionsArgsSchema, args ?? {});
  const request = normalizePageRequest(1, size, inspectionPageSizes);
  const range = ownedFormsRange(caller.userId);
  const scope = { list: 'inspections', scope: caller.userId };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const page = await ownedFormsPage(caller.userId, request, after);
  const forms = page.forms.map(({ form }) => form);
  const viewable = await viewableEach(caller, forms);
  return {
    docs: forms.map((form, index) => {
      const canView = viewable[index] ?? false;
      return {
        formId: form.id,
        relation: 'inspector',
        createdDate: form.createdDate,
        canView,
        name: canView ? form.name : null,
        autoId: canView ? (form.autoId ?? null) : null,
        status: canView ? form.status : null,
      };
    }),
    nextCursor: nextCursorOf(scope, page.next),
  };
}
