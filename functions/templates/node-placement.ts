import { generateKeyBetween } from 'fractional-indexing';
import { placementProblem as sharedPlacementProblem } from '../../schema/src/template/placement';
import type { TemplateNodeKind, TemplateNodeRecord } from '../data/entities';
import { childrenByParent, rootParent, subtreeIds, summaryParent } from '../data/template-nodes';

/** Where a node may go, as pure rules over a version's nodes: which parents take which kinds, and positions. */

/** The kind of what holds a node: ROOT, SUMMARY or a node's kind (undefined: no such parent). */
export type ParentKind = typeof rootParent | typeof summaryParent | TemplateNodeKind;

/** Why a parent of `parentKind` cannot hold a node of `kind`, or undefined when it can (the rule shared with the builder). */
export function placementProblem(parentKind: ParentKind, kind: TemplateNodeKind): string | undefined {
  return sharedPlacementProblem(parentKind, kind);
}

/**
 * The position key that puts a node after `afterId` among `siblings` (in order, without the node itself), or
 * first when no afterId. Throws when afterId is not one of the siblings. After a tie (two inserts that took
 * the same place) the node goes after the whole tie.
 */
export function positionAfter(siblings: TemplateNodeRecord[], afterId?: string): string {
  if (!afterId) return generateKeyBetween(null, siblings[0]?.position ?? null);
  const after = siblings.find((sibling) => sibling.nodeId === afterId);
  if (!after) throw new RangeError(`Element ${afterId} is not in the same place.`);
  const next = siblings.find((sibling) => sibling.position > after.position);
  return generateKeyBetween(after.position, next?.position ?? null);
}

/** A version's nodes with the lookups placement needs. */
export class NodeTree {
  readonly byId: Map<string, TemplateNodeRecord>;

  constructor(nodes: TemplateNodeRecord[]) {
    this.byId = new Map(nodes.map((node) => [node.nodeId, node]));
  }

  /** The kind of a parent id, or undefined when there is no such node. */
  parentKind(parentId: string): ParentKind | undefined {
    if (parentId === rootParent || parentId === summaryParent) return parentId;
    return this.byId.get(parentId)?.kind;
  }

  /** The children of a parent in order, leaving out one node (the one being placed). */
  siblings(parentId: string, without?: string): TemplateNodeRecord[] {
    return (childrenByParent([...this.byId.values()]).get(parentId) ?? []).filter((node) => node.nodeId !== without);
  }

  /** The node and every node inside it. */
  subtree(nodeId: string): string[] {
    return subtreeIds(nodeId, childrenByParent([...this.byId.values()]));
  }

  /** Records a node's new place (for a sequence of moves). */
  place(node: TemplateNodeRecord) {
    this.byId.set(node.nodeId, node);
  }
}
