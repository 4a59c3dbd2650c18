import { moveElementsInputSchema } from '../../../schema/src/inputs/templates';
import type { TemplateNodeRecord } from '../../data/entities';
import { moveNode } from '../../data/template-authoring-repository';
import { ConditionFailed } from '../../data/store';
import { readTemplateItems } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../editable-draft';
import { elementEditView } from '../element-view';
import { NodeTree, placementProblem } from '../node-placement';
import { placeAfter } from './add-element';

/** Where one move puts its element, checked against the tree as the earlier moves left it. */
function planMove(tree: NodeTree, move: { elementId: string; parentId: string; afterId?: string }): TemplateNodeRecord {
  const node = tree.byId.get(move.elementId);
  if (!node) throw notFound('Element', move.elementId);
  const parentKind = tree.parentKind(move.parentId);
  if (!parentKind) throw notFound('Element', move.parentId);
  const misplaced = placementProblem(parentKind, node.kind) ?? tree.nestingProblem(move.parentId, node.kind, node.nodeId);
  if (misplaced) throw badUserInput(misplaced, { elementId: move.elementId, field: 'parentId' });
  if (tree.subtree(move.elementId).includes(move.parentId)) {
    throw badUserInput(`Element ${move.elementId} cannot go inside itself.`, { elementId: move.elementId, field: 'parentId' });
  }
  if (move.afterId === move.elementId) throw badUserInput(`Element ${move.elementId} cannot follow itself.`, { field: 'afterId' });
  return { ...node, parentId: move.parentId, position: placeAfter(tree, move.parentId, move.afterId, move.elementId) };
}

/**
 * Moves elements (or pages): one strongly consistent Query of the version, every move checked in order
 * against the tree the earlier ones leave (a bad one refuses the whole call before anything is written),
 * then one write per moved element (its parent and fractional position; its content and version untouched,
 * so an author's pending edit of it stays valid).
 */
export async function moveElements(caller: Caller, args: { input?: unknown }) {
  const { templateId, moves } = parseInput(moveElementsInputSchema, args.input);
  const { header, nodes } = await readTemplateItems(templateId, true);
  await editableDraft(caller, templateId, header);
  const tree = new NodeTree(nodes);
  const planned = new Map<string, TemplateNodeRecord>();
  for (const move of moves) {
    const placed = planMove(tree, move);
    tree.place(placed);
    planned.set(placed.nodeId, placed);
  }
  const now = new Date().toISOString();
  const moved: TemplateNodeRecord[] = [];
  for (const node of planned.values()) {
    try {
      moved.push(await moveNode(templateId, node.nodeId, node.parentId, node.position, now));
    } catch (error) {
      if (error instanceof ConditionFailed) throw notFound('Element', node.nodeId);
      throw error;
    }
  }
  return moved.map(elementEditView);
}
