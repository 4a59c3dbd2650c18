import { elementAccessOf, type ElementAccess, type ElementViewer } from '../../../schema/src/forms/element-access';
import type { ExplorerColumn } from '../../../schema/src/explorer/columns';
import { rowCells, type ExplorerCell, type ExplorerResponse } from '../../../schema/src/explorer/row-cells';
import type { FormRecord, ResponseRecord, TemplateGroupRecord } from '../../data/entities';
import { findTemplate } from '../../data/templates-repository';
import { elementViewerOf } from '../../forms/answers/element-guard';
import { templateIndexOf } from '../../forms/answers/writable-form';
import { viewableEach } from '../../forms/form-access';
import { lastSavedOf, responseView } from '../../forms/form-view';
import { coveredByGroupAdmin } from '../../forms/group-listing/whole-group-viewer';
import type { Caller } from '../../shared/caller';

/** A form read with its answers. */
export interface FormWithAnswers {
  form: FormRecord;
  responses: ResponseRecord[];
}

/** One row of the explorer: the form and its cells. */
export interface ExplorerRow {
  id: string;
  createdDate: string;
  cells: ExplorerCell[];
}

/** Who asks: the caller, and whether they administer the program (they see every form, page and section). */
export interface RowViewer {
  caller: Caller;
  isAdmin: boolean;
  group: Pick<TemplateGroupRecord, 'programId' | 'campusCode'>;
}

/** What decides a viewer's access to a form's elements: the version, the status and the viewer's standing. */
const accessKey = (templateId: string, viewer: ElementViewer) =>
  [templateId, viewer.status, viewer.allElements ? 'all' : '', ...[...viewer.roleIds].sort()].join('\u0000');

/**
 * Turns forms into rows as the form read path would show them to the caller: a form they may not view in its
 * status is left out (null), and every cell goes through the same page and section rule (elementViewerOf, as
 * fullFormView) and the form's conditions. A program admin's forms of the program need no check (the model lets
 * them view every form and element of it); any other form is checked one by one, so the shortcut fails closed.
 * The access to a version's elements depends only on the version, the status and the viewer's roles on the form:
 * it is worked out once per such combination in a read, not once per row.
 */
export async function rowsOf(viewer: RowViewer, columns: readonly ExplorerColumn[], forms: readonly FormWithAnswers[]): Promise<Array<ExplorerRow | null>> {
  const covered = forms.map(({ form }) => viewer.isAdmin && coveredByGroupAdmin(viewer.group, form));
  const unchecked = forms.filter((_, index) => !covered[index]).map(({ form }) => form);
  const verdicts = unchecked.length ? await viewableEach(viewer.caller, unchecked) : [];
  const viewable = new Map(unchecked.map((form, index) => [form.id, verdicts[index] === true]));
  const accesses = new Map<string, ElementAccess>();
  return Promise.all(
    forms.map(async ({ form, responses }, index) => {
      const whole = covered[index] === true;
      if (!whole && !viewable.get(form.id)) return null;
      const template = await findTemplate(form.templateId);
      if (!template) return null;
      const elementViewer: ElementViewer = whole ? { status: form.status, roleIds: [], allElements: true } : await elementViewerOf(viewer.caller, form, template);
      const templateIndex = templateIndexOf(template);
      const key = accessKey(template.id, elementViewer);
      let access = accesses.get(key);
      if (!access) {
        access = elementAccessOf(templateIndex, elementViewer);
        accesses.set(key, access);
      }
      const cells = rowCells(
        {
          form: { ...form, lastModified: lastSavedOf(form, responses) },
          template,
          index: templateIndex,
          access,
          responses: responses.map(responseView) as unknown as ExplorerResponse[],
        },
        columns,
      );
      return { id: form.id, createdDate: form.createdDate, cells };
    }),
  );
}
