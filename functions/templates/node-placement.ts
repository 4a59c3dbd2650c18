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

/**
 * How deep sections (and repeatable sections) may nest below a page. The builder and the form read a template
 * with a fixed GraphQL depth, so the server keeps templates within it.
 */
export const maxSectionNesting = 2;

const nestsElements = (kind: string | undefined) => kind === 'Section' || kind === 'RepeatableSection';

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

  /** How many sections enclose a place: the parent itself and its section ancestors. */
  sectionsAround(parentId: string): number {
    let count = 0;
    for (let node = this.byId.get(parentId); node; node = this.byId.get(node.parentId)) if (nestsElements(node.kind)) count += 1;
    return count;
  }

  /** How many sections deep a node's subtree is, counting the node itself when it is one. */
  sectionHeight(nodeId: string): number {
    const node = this.byId.get(nodeId);
    const below = Math.max(0, ...this.siblings(nodeId).map((child) => this.sectionHeight(child.nodeId)));
    return (nestsElements(node?.kind) ? 1 : 0) + below;
  }

  /** Why a node (of `kind`, with the subtree of `nodeId` when it exists) cannot go under `parentId` this deep. */
  nestingProblem(parentId: string, kind: string, nodeId?: string): string | undefined {
    const height = nodeId && this.byId.has(nodeId) ? this.sectionHeight(nodeId) : nestsElements(kind) ? 1 : 0;
    if (height === 0 || this.sectionsAround(parentId) + height <= maxSectionNesting) return undefined;
    return `Sections nest at most ${maxSectionNesting} deep: put this one at a shallower level.`;
  }

  /** Records a node's new place (for a sequence of moves). */
  place(node: TemplateNodeRecord) {
    this.byId.set(node.nodeId, node);
  }
}
