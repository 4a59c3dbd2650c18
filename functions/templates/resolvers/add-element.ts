import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { idSchema } from '../../../schema/src/inputs/forms';
import { addElementInputSchema, addKindInputSchema, addPageInputSchema } from '../../../schema/src/inputs/templates';
import { isQuestionKind, nodeKindSchema } from '../../../schema/src/inputs/template-elements';
import type { TemplateNodeKind, TemplateNodeRecord } from '../../data/entities';
import { insertNode } from '../../data/template-authoring-repository';
import { rootParent, summaryParent } from '../../data/template-nodes';
import { readTemplateItems } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../editable-draft';
import { assertMayGrantProgramRoles } from '../program-role-authoring';
import { checkedFields, jsonObject, newElementFields } from '../element-fields';
import { elementEditView } from '../element-view';
import { NodeTree, placementProblem, positionAfter } from '../node-placement';
import { metrics } from '../telemetry';

interface NewNode {
  templateId: string;
  parentId: string;
  afterId?: string;
  kind: string;
  id?: string;
  fields: Record<string, unknown>;
}

/**
 * Adds one page or element: one strongly consistent Query of the version (its header, and where the new node
 * goes), then ONE conditional put of the new node. Its id is unique in the version by construction (the put
 * refuses an existing id).
 */
async function addNode(caller: Caller, input: NewNode) {
  const kind = (input.kind === 'Page' && input.parentId === summaryParent ? 'SummaryPage' : input.kind) as TemplateNodeKind;
  const fields = checkedFields(kind, input.fields);
  const id = input.id === undefined ? randomUUID() : parseInput(idSchema, input.id);
  const { header, nodes } = await readTemplateItems(input.templateId, true);
  const draft = await editableDraft(caller, input.templateId, header);
  await assertMayGrantProgramRoles(caller, draft, undefined, fields);
  const tree = new NodeTree(nodes);
  const parentKind = tree.parentKind(input.parentId);
  if (!parentKind) throw notFound('Element', input.parentId);
  const misplaced = placementProblem(parentKind, kind) ?? tree.nestingProblem(input.parentId, kind);
  if (misplaced) throw badUserInput(misplaced, { field: 'parentId' });
  const node: TemplateNodeRecord = {
    templateId: input.templateId,
    nodeId: id,
    parentId: input.parentId,
    position: placeAfter(tree, input.parentId, input.afterId),
    kind,
    fields,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  if (!(await insertNode(node))) throw badUserInput(`Element ${id} exists already in this template.`, { field: 'id' });
  metrics.addMetric('ElementsAdded', MetricUnit.Count, 1);
  return elementEditView(node);
}

/** The position after a sibling, or BAD_USER_INPUT when afterId is not one. */
export function placeAfter(tree: NodeTree, parentId: string, afterId?: string, without?: string): string {
  try {
    return positionAfter(tree.siblings(parentId, without), afterId);
  } catch (error) {
    if (error instanceof RangeError) throw badUserInput(`${error.message} Give the id of an element of ${parentId}, or none.`, { field: 'afterId' });
    throw error;
  }
}

function fromElementJson(input: { templateId: string; parentId: string; afterId?: string; element: unknown }, onlyQuestions: boolean): NewNode {
  const element = jsonObject(input.element, 'element');
  const kind = parseInput(nodeKindSchema, element.__typename);
  if (onlyQuestions && !isQuestionKind(kind)) throw badUserInput(`${kind} is not a question kind.`, { field: 'element.__typename' });
  const id = element.id === undefined ? undefined : String(element.id);
  return { ...input, kind, ...(id !== undefined ? { id } : {}), fields: newElementFields(element) };
}

/** addElement: any page or element, its kind in the JSON's __typename. */
export async function addElement(caller: Caller, args: { input?: unknown }) {
  return addNode(caller, fromElementJson(parseInput(addElementInputSchema, args.input), false));
}

/** addQuestion: addElement of a question kind. */
export async function addQuestion(caller: Caller, args: { input?: unknown }) {
  return addNode(caller, fromElementJson(parseInput(addElementInputSchema, args.input), true));
}

/** addSection, addRepeatableSection, addStaticText, addSubform: the kind is the operation's. */
export function addOfKind(kind: TemplateNodeKind) {
  return async (caller: Caller, args: { input?: unknown }) => {
    const input = parseInput(addKindInputSchema, args.input);
    const fields = jsonObject(input.fields, 'fields');
    const id = fields.id === undefined ? undefined : String(fields.id);
    return addNode(caller, { ...input, kind, ...(id !== undefined ? { id } : {}), fields: newElementFields(fields) });
  };
}

/** addPage: a page (or a summary page) after another, or first. */
export async function addPage(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(addPageInputSchema, args.input);
  const fields = jsonObject(input.fields, 'fields');
  const id = fields.id === undefined ? undefined : String(fields.id);
  const parentId = input.summary ? summaryParent : rootParent;
  return addNode(caller, { ...input, parentId, kind: 'Page', ...(id !== undefined ? { id } : {}), fields: newElementFields(fields) });
}
