import type { TemplateNodeRecord } from '../data/entities';
import { elementOf } from '../data/template-nodes';

/** A page or element as an edit answers it (ElementEdit): its place, version and own fields, without children. */
export function elementEditView(node: TemplateNodeRecord) {
  const { children: _children, questions: _questions, ...element } = elementOf(node);
  return {
    templateId: node.templateId,
    id: node.nodeId,
    kind: node.kind,
    version: node.version,
    parentId: node.parentId,
    position: node.position,
    element: JSON.stringify(element),
  };
}
