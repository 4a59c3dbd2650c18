import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { removeElementInputSchema } from '../../../schema/src/inputs/templates';
import type { TemplateNodeKind } from '../../data/entities';
import { findHeaderAndNode, removeNodes, StaleEdit } from '../../data/template-authoring-repository';
import { readTemplateItems } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../editable-draft';
import { NodeTree } from '../node-placement';
import { metrics } from '../telemetry';
import { assertKind, staleElement } from './edit-element';

/**
 * Removes a page or element with everything inside it: one strongly consistent Query of the version, then
 * one conditional delete of the element (on `expectedVersion` when given) and, for a container, one
 * BatchWriteItem per 25 descendants. The element goes first: were the rest to fail, what is left is
 * unreachable and never shown.
 */
export function removeOfKind(accepts?: { kinds: (kind: TemplateNodeKind) => boolean; what: string }) {
  return async (caller: Caller, args: { input?: unknown }) => {
    const { templateId, elementId, expectedVersion } = parseInput(removeElementInputSchema, args.input);
    const { header, nodes } = await readTemplateItems(templateId, true);
    await editableDraft(caller, templateId, header);
    const tree = new NodeTree(nodes);
    const node = tree.byId.get(elementId);
    if (!node) throw notFound('Element', elementId);
    if (accepts) assertKind(node, accepts.kinds, accepts.what);
    if (expectedVersion != null && node.version !== expectedVersion) throw staleElement(node);
    const removedIds = tree.subtree(elementId);
    try {
      await removeNodes(templateId, elementId, removedIds.slice(1), expectedVersion ?? undefined);
    } catch (error) {
      if (!(error instanceof StaleEdit)) throw error;
      throw staleElement((await findHeaderAndNode(templateId, elementId)).node);
    }
    metrics.addMetric('ElementsRemoved', MetricUnit.Count, removedIds.length);
    return { templateId, removedIds };
  };
}

export const removeElement = removeOfKind();
