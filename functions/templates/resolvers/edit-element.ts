import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { updateElementInputSchema } from '../../../schema/src/inputs/templates';
import type { TemplateNodeKind, TemplateNodeRecord } from '../../data/entities';
import { findHeaderAndNode, StaleEdit, updateNodeFields } from '../../data/template-authoring-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../editable-draft';
import { checkedChanges, checkedFields, jsonObject } from '../element-fields';
import { elementEditView } from '../element-view';
import { assertMayGrantProgramRoles } from '../program-role-authoring';
import { metrics } from '../telemetry';

/** Which element an edit is of, and the version it is based on. */
export interface ElementTarget {
  templateId: string;
  elementId: string;
  expectedVersion: number;
}

/** The fields an element has after an edit, computed from the ones it has now. */
export type FieldsChange = (fields: Record<string, unknown>, node: TemplateNodeRecord) => Record<string, unknown>;

/** CONFLICT for an edit based on an older version, with the element as it is now (null once removed). */
export function staleElement(current: TemplateNodeRecord | undefined) {
  metrics.addMetric('StaleEdits', MetricUnit.Count, 1);
  return conflict('This element was changed elsewhere. The newer version is shown.', { current: current ? elementEditView(current) : null });
}

/** BAD_USER_INPUT unless the element is of one of the kinds an operation works on. */
export function assertKind(node: TemplateNodeRecord, accepts: (kind: TemplateNodeKind) => boolean, what: string) {
  if (!accepts(node.kind)) throw badUserInput(`Element ${node.nodeId} is a ${node.kind}, not ${what}.`, { field: 'elementId' });
}

/**
 * Changes one page or element: one strongly consistent BatchGetItem (the version's header and the element),
 * then ONE conditional write of the element, applied only if it is still at `expectedVersion`. Two authors
 * editing different elements never touch the same item; two editing the same one: the second gets CONFLICT.
 */
export async function editElement(
  caller: Caller,
  target: ElementTarget,
  change: FieldsChange,
  accepts?: { kinds: (kind: TemplateNodeKind) => boolean; what: string },
) {
  const { header, node } = await findHeaderAndNode(target.templateId, target.elementId);
  const draft = await editableDraft(caller, target.templateId, header);
  if (!node) throw notFound('Element', target.elementId);
  if (accepts) assertKind(node, accepts.kinds, accepts.what);
  if (node.version !== target.expectedVersion) throw staleElement(node);
  const fields = checkedFields(node.kind, change(node.fields, node));
  await assertMayGrantProgramRoles(caller, draft, node.fields, fields);
  try {
    const updated = await updateNodeFields(node, target.expectedVersion, fields, new Date().toISOString());
    metrics.addMetric('ElementsUpdated', MetricUnit.Count, 1);
    return elementEditView(updated);
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw staleElement((await findHeaderAndNode(target.templateId, target.elementId)).node);
  }
}

/** updateElement (and the kind-checked updatePage, updateSection, updateQuestion...): merges `changes` into the fields. */
export function updateOfKind(accepts?: { kinds: (kind: TemplateNodeKind) => boolean; what: string }) {
  return async (caller: Caller, args: { input?: unknown }) => {
    const { changes, ...target } = parseInput(updateElementInputSchema, args.input);
    const checked = checkedChanges(jsonObject(changes, 'changes'));
    return editElement(caller, target, (fields) => ({ ...fields, ...checked }), accepts);
  };
}

export const updateElement = updateOfKind();
