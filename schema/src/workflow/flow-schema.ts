import { z } from 'zod';
import type { AnswerCondition, Workflow } from './model';

// The limits keep one workflow version inside one stored item (DynamoDB's 400 KB).
const id = z.string().trim().min(1).max(100);
const text = (max: number) => z.string().max(max);
const position = z.object({ x: z.number().finite(), y: z.number().finite() });

const conditionSchema: z.ZodType<AnswerCondition> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('question'), questionId: id, optionId: id }),
    z.object({ type: z.literal('number'), questionId: id, numberOperator: z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']), value: z.number().finite() }),
    z.object({ type: z.literal('logic'), logicOperator: z.enum(['AND', 'OR']), conditions: z.array(conditionSchema).max(100) }),
  ]),
);

const notificationTrigger = z.object({ id, notificationTemplateId: id, kind: z.enum(['EMAIL', 'TODO']) });
const integrationTrigger = z.object({
  id,
  name: text(200),
  url: z.url(),
  method: z.enum(['POST', 'PUT']),
  timeoutMs: z.number().int().min(100).max(900_000),
  retries: z.number().int().min(0).max(10),
  successEvent: id.nullish(),
  errorEvent: id.nullish(),
});
const triggers = { notificationTriggers: z.array(notificationTrigger).max(50).default([]), integrationServiceTriggers: z.array(integrationTrigger).max(20).default([]) };

const stateNode = z.object({
  id,
  type: z.literal('state'),
  position,
  data: z.object({
    label: text(200),
    description: text(2000).nullish(),
    isInitial: z.boolean().default(false),
    isFinal: z.boolean().default(false),
    ...triggers,
    subWorkflowConfig: z.object({ templateId: id, templateName: text(200), referenceId: id.nullish(), workflowMachineId: id.nullish() }).nullish(),
    isInvokeSuccessTarget: z.boolean().optional(),
    isInvokeErrorTarget: z.boolean().optional(),
  }),
});
const guardNode = z.object({
  id,
  type: z.enum(['guard', 'alwaysGuard']),
  position,
  data: z.object({ label: text(200), conditions: z.array(conditionSchema).max(100) }),
});
const elseGuardNode = z.object({ id, type: z.literal('elseGuard'), position, data: z.object({ label: text(200), pairedGuardId: id }) });

const edgeSchema = z.object({
  id,
  source: id,
  target: id,
  data: z.object({ event: id.nullish(), label: text(200).nullish(), autoTransitionDays: z.number().nullish(), ...triggers }).default({ notificationTriggers: [], integrationServiceTriggers: [] }),
});

/** A workflow's flow as the API takes it (the AWSJSON of Workflow.flow): node and edge ids unique. */
export const flowSchema = z
  .object({
    nodes: z.array(z.discriminatedUnion('type', [stateNode, guardNode, elseGuardNode])).max(500),
    edges: z.array(edgeSchema).max(2000),
  })
  .superRefine((flow, context) => {
    const ids = [...flow.nodes, ...flow.edges].map((item) => item.id);
    const twice = ids.find((value, index) => ids.indexOf(value) !== index);
    if (twice) context.addIssue({ code: 'custom', message: `Id "${twice}" is used by two nodes or edges: each needs its own.`, path: ['nodes'] });
  }) satisfies z.ZodType<Workflow['flow'], unknown>;

/** A scheduled job as the API takes it (its id and creation date are the server's when new). */
export const scheduledJobSchema = z.object({
  id: id.optional(),
  name: text(200).trim().min(1),
  description: text(2000).nullish(),
  cronExpression: text(200).trim().min(1),
  event: id,
  workflowStateId: id,
});
