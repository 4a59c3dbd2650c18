import type { BuilderNode } from './builder-tree';
import type { Choice } from './panel-choices';
import type { PanelEdits } from './panel-edits';
import { useElementParts } from './use-element-parts';
import { useSaveElement } from './use-save-element';

const noEdits: PanelEdits = {
  save: () => undefined,
  addOption: () => undefined,
  renameOption: () => undefined,
  removeOption: () => undefined,
  addCondition: () => undefined,
  updateCondition: () => undefined,
  removeCondition: () => undefined,
  addRule: () => undefined,
  updateRule: () => undefined,
  removeRule: () => undefined,
  updateQuestionSummary: () => undefined,
};

/**
 * What the property panel needs for the selected node: its edits, the notice about it, whether a write is under
 * way, and the template's document roles (`templateRoles`, from the template the builder opened) as choices.
 */
export function usePropertyPanel(
  templateId: string,
  reload: () => Promise<unknown>,
  node: BuilderNode | undefined,
  templateRoles: ReadonlyArray<{ id: string; name: string }> | undefined,
) {
  const saver = useSaveElement(templateId, reload);
  const parts = useElementParts(templateId, saver.save, saver.attempt);
  const roles: Choice[] = (templateRoles ?? []).map((role) => ({ id: role.id, label: role.name }));
  return {
    edits: node ? parts.editsOf(node) : noEdits,
    notice: saver.notice && saver.notice.elementId === node?.id ? saver.notice.kind : null,
    busy: saver.saving || parts.busy,
    roles,
  };
}
